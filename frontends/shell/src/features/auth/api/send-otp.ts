import type { OtpSent, Role } from '@ela/contracts';
import { http } from '@ela/web-kit';

const PATHS: Record<Role, string> = { user: '/otp/send', admin: '/otp/sendAdminOtp' };

/**
 * POST /otp/send, or /otp/sendAdminOtp for the panel: texts a six-digit code to the number. The
 * admin variant answers the same for a number that is no admin's, and sends nothing then. The
 * captcha's token goes along when the login asks for one.
 */
export async function sendOtp(role: Role, phone: string, captchaToken?: string): Promise<OtpSent> {
  const { data } = await http.post<OtpSent>(PATHS[role], { phone, ...(captchaToken && { captchaToken }) });
  return data;
}
