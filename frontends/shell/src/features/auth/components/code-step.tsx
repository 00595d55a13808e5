import { useRef, useState, type FormEvent } from 'react';
import { OTP_LENGTH, type OtpSent, type Role } from '@ela/contracts';
import {
  CAPTCHA_MESSAGES,
  formatMobile,
  formatNumber,
  normalizeNumericInput,
  useCaptcha,
} from '@ela/web-kit';
import { logIn } from '../api/log-in';
import { sendOtp } from '../api/send-otp';
import { otpFailureOf } from '../api/otp-failure';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';

interface Props {
  audience: Role;
  /** +989… */
  phone: string;
  sent: OtpSent;
  onChangePhone: () => void;
}

/** The same refused code again: nothing is sent, and the attempts left are said once more. */
const sameCode = (attemptsLeft: number | null) =>
  `این کد امتحان شد و درست نبود؛ ${
    attemptsLeft === null
      ? 'کد پیامک‌شده را دوباره بخوانید.'
      : `${formatNumber(attemptsLeft)} بار دیگر می‌توانید امتحان کنید.`
  }`;
const NOT_SENT = 'کد فرستاده نشد؛ دوباره امتحان کنید.';

/** Why a code was refused, in words that say what to do next. */
function refusal(error: unknown): string | null {
  const { status, attemptsLeft, fieldMessage } = otpFailureOf(error);
  if (fieldMessage) return fieldMessage;
  if (attemptsLeft !== null)
    return `کد درست نیست؛ ${formatNumber(attemptsLeft)} بار دیگر می‌توانید امتحان کنید.`;
  if (status === 400 || status === 429) return 'این کد دیگر پذیرفته نمی‌شود؛ کد تازه بگیرید.';
  return null;
}

/** Login, second step: the six-digit code, with a resend once the wait is over. */
export function CodeStep({ audience, phone, sent, onChangePhone }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'login' | 'resend' | null>(null);
  const [resendIn, startResend] = useCountdown(sent.resendIn);
  const input = useRef<HTMLInputElement>(null);
  // One request per code: the field sends a whole code by itself, so «ورود», Enter or a second
  // paste of the same code must not send it again and spend another of the few attempts.
  const sending = useRef(false);
  const refused = useRef<{ code: string; attemptsLeft: number | null } | null>(null);
  // A token is good for one request: the one that sent the code is spent, so this step asks anew.
  const captcha = useCaptcha();

  const submit = async (event?: FormEvent, value: string = code) => {
    event?.preventDefault();
    if (busy || sending.current) return;
    if (value.length !== OTP_LENGTH) return setError('کد ۶ رقمی پیامک‌شده را وارد کنید.');
    if (value === refused.current?.code) return setError(sameCode(refused.current.attemptsLeft));
    if (!captcha.ready) return setError(CAPTCHA_MESSAGES.unsolved);
    sending.current = true;
    setBusy('login');
    setError(null);
    try {
      // On success the session changes and the login page moves on.
      await logIn(audience, phone, value, captcha.token);
    } catch (failure) {
      captcha.spent();
      const why = refusal(failure);
      if (why) refused.current = { code: value, attemptsLeft: otpFailureOf(failure).attemptsLeft };
      setError(why ?? (failure instanceof Error ? failure.message : NOT_SENT));
      setBusy(null);
      input.current?.select();
    } finally {
      sending.current = false;
    }
  };

  const resend = async () => {
    if (!captcha.ready) return setError(CAPTCHA_MESSAGES.unsolved);
    setBusy('resend');
    setError(null);
    try {
      startResend((await sendOtp(audience, phone, captcha.token)).resendIn);
      refused.current = null;
      setCode('');
      input.current?.focus();
    } catch (failure) {
      const { retryAfter } = otpFailureOf(failure);
      if (retryAfter) startResend(retryAfter);
    } finally {
      captcha.spent();
      setBusy(null);
    }
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <p className="login-form__sent">
        کد {formatNumber(OTP_LENGTH)} رقمی به <bdi dir="ltr">{formatMobile(phone)}</bdi> پیامک شد.{' '}
        <button type="button" className="link-button" onClick={onChangePhone}>
          تغییر شماره
        </button>
      </p>
      <label htmlFor="login-code">کد ورود</label>
      <input
        ref={input}
        id="login-code"
        className="input login-form__number login-form__code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={OTP_LENGTH}
        value={code}
        onChange={(event) => {
          const next = normalizeNumericInput(event.target.value).slice(0, OTP_LENGTH);
          setCode(next);
          setError(null);
          // A code filled in whole (typed, pasted or offered by the phone) is sent right away.
          if (next.length === OTP_LENGTH && next !== code) void submit(undefined, next);
        }}
        aria-invalid={Boolean(error)}
        aria-describedby="login-code-hint"
        autoFocus
      />
      <p
        id="login-code-hint"
        className={error ? 'field__error' : 'field__hint'}
        role={error ? 'alert' : undefined}
      >
        {error ?? `این کد ${formatNumber(Math.ceil(sent.expiresIn / 60))} دقیقه معتبر است.`}
      </p>
      {captcha.widget}
      <button type="submit" className="button" disabled={busy !== null}>
        {busy === 'login' && <span className="spinner spinner--small" aria-hidden="true" />}
        ورود
      </button>
      <button
        type="button"
        className="button button--ghost"
        onClick={resend}
        disabled={resendIn > 0 || busy !== null}
      >
        {busy === 'resend' && <span className="spinner spinner--small" aria-hidden="true" />}
        {resendIn > 0 ? `ارسال دوباره تا ${formatCountdown(resendIn)}` : 'ارسال دوباره کد'}
      </button>
    </form>
  );
}
