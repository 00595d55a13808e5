import type { User } from '@ela/contracts';
import { formatMobile } from '../format/persian-format';

/** How to name the logged-in person: their name when they gave one, else their mobile number. */
export function displayName(user: User | null): string {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  if (name) return name;
  return user ? formatMobile(user.phone) : '';
}
