import type { Role, TokenPair } from '@ela/contracts';
import { authSession, http } from '@ela/web-kit';

const PATHS: Record<Role, string> = { user: '/auth/loginUser', admin: '/auth/loginAdmin' };

/** POST /auth/loginUser or /auth/loginAdmin with the code, then starts the session in the cookies. */
export async function logIn(role: Role, phone: string, code: string): Promise<TokenPair> {
  const { data } = await http.post<TokenPair>(PATHS[role], { phone, code });
  authSession.start(data, role);
  return data;
}
