import type { Role } from '@ela/contracts';
import { HOME_AFTER_LOGIN, safeRedirectPath } from '@ela/web-kit';
import { requiredRole } from './route-guard';

/**
 * Where a fresh login goes: the page the person wanted, when it is a page of this site the role may
 * open, else the role's home (/profile for customers, /panel for admins).
 */
export function loginTarget(role: Role, wanted: string | null): string {
  const path = safeRedirectPath(wanted);
  if (!path) return HOME_AFTER_LOGIN[role];
  const needed = requiredRole(path.split(/[?#]/)[0]);
  return needed && needed !== role ? HOME_AFTER_LOGIN[role] : path;
}
