import type { OtpSent, Role } from '@ela/contracts';
import { http } from '@ela/web-kit';

const PATHS: Record<Role, string> = { user: '/otp/send', admin: '/otp/sendAdminOtp' };

/**
 * POST /otp/send, or /otp/sendAdminOtp for the panel: texts a six-digit code to the number. The
 * admin variant answers the same for a number that is no admin's, and sends nothing then.
 */
export async function sendOtp(role: Role, phone: string): Promise<OtpSent> {
  const { data } = await http.post<OtpSent>(PATHS[role], { phone });
  return data;
}
