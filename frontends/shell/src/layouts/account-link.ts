import { loginPath, type SessionSnapshot } from '@ela/web-kit';

export interface AccountLink {
  to: string;
  label: string;
}

/**
 * The header's and the bottom bar's way to the account: log in (and come back to `here`, say a
 * product whose lines wait in the pending basket), the profile, or the panel.
 */
export function accountLink(session: SessionSnapshot, here = '/'): AccountLink {
  if (!session.accessToken)
    return { to: here === '/' ? loginPath('user') : loginPath('user', here), label: 'ورود' };
  return session.isAdmin ? { to: '/panel', label: 'پنل مدیریت' } : { to: '/profile', label: 'پروفایل' };
}
