import type { User } from '@ela/contracts';
import { fetchCurrentUser } from '@ela/web-kit';

/** GET /Users/currentUserData for `useResource`: the customer's profile, fresh from the server. */
export async function loadCurrentUser(): Promise<User> {
  const user = await fetchCurrentUser();
  if (!user) throw new Error('The profile could not be read');
  return user;
}
