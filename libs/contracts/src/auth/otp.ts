import { z } from 'zod';
import { toWesternDigits } from '../digits';
import { iranMobile } from './phone';
import { OTP_LENGTH } from './otp-length';
import { safeText } from '../text';

const captchaToken = safeText().min(1).max(4096).optional().describe('Captcha token, when captcha is on');

/** Body of POST /otp/send and POST /otp/sendAdminOtp. */
export const sendOtpBody = z.object({ phone: iranMobile, captchaToken }).strict();
export type SendOtpBody = z.infer<typeof sendOtpBody>;

/** Answer of both OTP sends; the same whether or not the number may log in. */
export interface OtpSent {
  sent: true;
  /** Seconds the code stays valid. */
  expiresIn: number;
  /** Seconds before another code may be asked for. */
  resendIn: number;
}

/** A six-digit code typed with any digits. */
export const otpCode = safeText()
  .transform((v) => toWesternDigits(v).replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'کد باید ۶ رقم باشد'))
  .describe('The six-digit code sent by SMS');

/** Body of POST /auth/loginUser and POST /auth/loginAdmin. */
export const loginBody = z.object({ phone: iranMobile, code: otpCode, captchaToken }).strict();
export type LoginBody = z.infer<typeof loginBody>;

/** Body of POST /recaptcha. */
export const captchaBody = z.object({ token: safeText().min(1).max(4096) }).strict();
export interface CaptchaResult {
  success: boolean;
}
