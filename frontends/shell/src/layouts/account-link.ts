import type { SessionSnapshot } from '@ela/web-kit';

export interface AccountLink {
  to: string;
  label: string;
}

/** The header's and the bottom bar's way to the account: log in, the profile, or the panel. */
export function accountLink(session: SessionSnapshot): AccountLink {
  if (!session.accessToken) return { to: '/login', label: 'ورود' };
  return session.isAdmin ? { to: '/panel', label: 'پنل مدیریت' } : { to: '/profile', label: 'پروفایل' };
}
