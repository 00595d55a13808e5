import { useState, type FormEvent } from 'react';
import { normalizeNumericInput, toast } from '@ela/web-kit';
import './login-page.css';

const MOBILE = /^09\d{9}$/;

const TITLES = { user: 'ورود یا ثبت‌نام', admin: 'ورود مدیر' } as const;

/**
 * Login with a one-time code, first step: the mobile number. Persian and Arabic-Indic digits are
 * accepted as typed. Sending the code arrives with the identity service.
 */
export function LoginPage({ audience }: { audience: 'user' | 'admin' }) {
  const [phone, setPhone] = useState('');
  const valid = MOBILE.test(phone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) toast.info('ارسال کد یکبارمصرف به‌زودی فعال می‌شود.');
  };

  return (
    <form className="login-card" onSubmit={submit} noValidate>
      <a href="/" className="brand login-card__brand">
        اِلا
      </a>
      <h1>{TITLES[audience]}</h1>
      <label htmlFor="login-phone">شمارهٔ موبایل</label>
      <input
        id="login-phone"
        className="login-card__input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        dir="ltr"
        placeholder="09xxxxxxxxx"
        maxLength={11}
        value={phone}
        onChange={(event) => setPhone(normalizeNumericInput(event.target.value).slice(0, 11))}
        aria-invalid={phone.length === 11 && !valid}
      />
      <p className="login-card__hint">کد ورود به این شماره پیامک می‌شود.</p>
      <button type="submit" className="button" disabled={!valid}>
        دریافت کد ورود
      </button>
    </form>
  );
}
