import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { OtpSent, Role } from '@ela/contracts';
import { REDIRECT_PARAM, useAuthStore } from '@ela/web-kit';
import { loginTarget } from '../login-target';
import { sessionAllows } from '../route-guard';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import './login-page.css';

const TITLES: Record<Role, string> = { user: 'ورود یا ثبت‌نام', admin: 'ورود مدیر' };

/**
 * /login and /panel/login: a one-time code by SMS, in two steps. Once the session fits the page
 * (a fresh login, or someone already logged in), it goes on to the page that was wanted.
 */
export function LoginPage({ audience }: { audience: Role }) {
  const [searchParams] = useSearchParams();
  const session = useAuthStore();
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<{ phone: string; otp: OtpSent } | null>(null);

  if (session.accessToken && sessionAllows(audience, session)) {
    return <Navigate to={loginTarget(audience, searchParams.get(REDIRECT_PARAM))} replace />;
  }

  return (
    <section className="login-card" aria-labelledby="login-title">
      <a href="/" className="brand login-card__brand">
        اِلا
      </a>
      <h1 id="login-title">{TITLES[audience]}</h1>
      {sent ? (
        <CodeStep
          audience={audience}
          phone={sent.phone}
          sent={sent.otp}
          onChangePhone={() => setSent(null)}
        />
      ) : (
        <PhoneStep
          audience={audience}
          phone={phone}
          onPhoneChange={setPhone}
          onSent={(normalized, otp) => setSent({ phone: normalized, otp })}
        />
      )}
    </section>
  );
}
