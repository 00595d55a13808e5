import type { Role, SessionAnswer } from '@ela/contracts';
import { SESSION_REQUEST, authSession, http } from '@ela/web-kit';

const PATHS: Record<Role, string> = { user: '/auth/loginUser', admin: '/auth/loginAdmin' };

/**
 * POST /auth/loginUser or /auth/loginAdmin with the code (and the captcha's token when one is asked
 * for), then starts the session in the cookies.
 */
export async function logIn(
  role: Role,
  phone: string,
  code: string,
  captchaToken?: string,
): Promise<SessionAnswer> {
  // With credentials: the answer sets the HttpOnly refresh cookie on the API's origin. Quiet: the
  // code step says in place why a code was refused, once, instead of a toast beside it.
  const { data } = await http.post<SessionAnswer>(
    PATHS[role],
    { phone, code, ...(captchaToken && { captchaToken }) },
    { ...SESSION_REQUEST, quiet: true },
  );
  authSession.start(data, role);
  return data;
}
