import type { Role } from '@ela/contracts';

/** Each role has its own login page (spec section 4). */
export const LOGIN_PATHS: Record<Role, string> = { user: '/login', admin: '/panel/login' };
/** Where a login lands when nobody asked for a particular page. */
export const HOME_AFTER_LOGIN: Record<Role, string> = { user: '/profile', admin: '/panel' };
/** The query parameter of a login page that names the page to return to. */
export const REDIRECT_PARAM = 'redirect';

const LOGIN_PAGES = new Set(Object.values(LOGIN_PATHS));

/**
 * A path of this site to return to after logging in, or null. Anything that could leave the site
 * (`//evil.example`, `https://…`, `/\evil`) or lead back to a login page is refused.
 */
export function safeRedirectPath(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || LOGIN_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page of a role, remembering the page to come back to when there is one. */
export function loginPath(role: Role, returnTo?: string | null): string {
  const back = safeRedirectPath(returnTo);
  const base = LOGIN_PATHS[role];
  return back ? `${base}?${REDIRECT_PARAM}=${encodeURIComponent(back)}` : base;
}
