import type { Role } from '@ela/contracts';
import { LOGIN_PATHS, isLoggedIn, loginPath, type SessionSnapshot } from '@ela/web-kit';

/**
 * Paths a customer's session opens, each with everything under it: the account, checkout, and the
 * toddler league's upload form (a parent sends their own child's photo). The basket is open to
 * visitors too, who see the lines kept in their browser (decisions: Guests see their basket); the
 * gateways' return pages under /payment stay open: a bank sends the visitor back there, logged in
 * or not.
 */
const CUSTOMER_PATHS = ['/profile', '/checkout', '/league/toddlers/upload'];

/**
 * Who may open a path (spec section 5): everything under /panel but its login page needs an admin,
 * `CUSTOMER_PATHS` a customer. Prefixes, not screens, so an unknown /panel/… path tells a stranger
 * nothing about the panel either.
 */
export function requiredRole(pathname: string): Role | null {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under('/panel')) return pathname === LOGIN_PATHS.admin ? null : 'admin';
  if (CUSTOMER_PATHS.some(under)) return 'user';
  return null;
}

/** Whether the session may open pages that need `role`; an admin session is not a customer's. */
export function sessionAllows(role: Role | null, session: SessionSnapshot): boolean {
  if (!role) return true;
  return isLoggedIn(session) && session.isAdmin === (role === 'admin');
}

/** The login page to send a visitor to, remembering the wanted page; null when they may stay. */
export function guardRedirect(path: string, session: SessionSnapshot): string | null {
  const pathname = path.split(/[?#]/)[0];
  const role = requiredRole(pathname);
  return sessionAllows(role, session) ? null : loginPath(role!, path);
}
