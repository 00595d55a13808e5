import { useState, type FormEvent } from 'react';
import { normalizeIranMobile, toWesternDigits, type OtpSent, type Role } from '@ela/contracts';
import { CAPTCHA_MESSAGES, useCaptcha } from '@ela/web-kit';
import { sendOtp } from '../api/send-otp';
import { otpFailureOf } from '../api/otp-failure';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';

export const PHONE_INVALID = 'شمارهٔ موبایل درست نیست؛ مثلاً ۰۹۱۲۱۲۳۴۵۶۷';

interface Props {
  audience: Role;
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** The code is on its way to `phone` (normalised to +989…). */
  onSent: (phone: string, sent: OtpSent) => void;
}

/** What the phone field keeps of what was typed: Western digits, and a plus sign only in front. */
function cleanPhone(text: string): string {
  const western = toWesternDigits(text).replace(/[^\d+]/g, '');
  return western.slice(0, 1) + western.slice(1).replace(/\+/g, '');
}

/** Login, first step: the mobile number, in any digits and any common form (09…, +989…). */
export function PhoneStep({ audience, phone, onPhoneChange, onSent }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [waitSeconds, startWait] = useCountdown();
  const captcha = useCaptcha();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeIranMobile(phone);
    if (!normalized) return setError(PHONE_INVALID);
    if (!captcha.ready) return setError(CAPTCHA_MESSAGES.unsolved);
    setError(null);
    setSending(true);
    try {
      onSent(normalized, await sendOtp(audience, normalized, captcha.token));
    } catch (failure) {
      // The token was spent on this try; a refused one is said in a toast.
      captcha.spent();
      const { fieldMessage, retryAfter } = otpFailureOf(failure);
      if (fieldMessage) setError(fieldMessage);
      if (retryAfter) startWait(retryAfter);
      setSending(false);
    }
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <label htmlFor="login-phone">شمارهٔ موبایل</label>
      <input
        id="login-phone"
        className="input login-form__number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        placeholder="09xxxxxxxxx"
        maxLength={14}
        value={phone}
        onChange={(event) => {
          onPhoneChange(cleanPhone(event.target.value));
          setError(null);
        }}
        aria-invalid={Boolean(error)}
        aria-describedby="login-phone-hint"
        autoFocus
      />
      <p
        id="login-phone-hint"
        className={error ? 'field__error' : 'field__hint'}
        role={error ? 'alert' : undefined}
      >
        {error ?? 'کد ورود به این شماره پیامک می‌شود.'}
      </p>
      {captcha.widget}
      <button type="submit" className="button" disabled={!phone || sending || waitSeconds > 0}>
        {sending && <span className="spinner spinner--small" aria-hidden="true" />}
        {waitSeconds > 0 ? `دریافت کد تا ${formatCountdown(waitSeconds)} دیگر` : 'دریافت کد ورود'}
      </button>
    </form>
  );
}
