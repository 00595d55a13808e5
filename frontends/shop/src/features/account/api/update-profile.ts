import type { User } from '@ela/contracts';
import { authSession, http } from '@ela/web-kit';

export type ProfileChanges = Partial<
  Pick<User, 'firstName' | 'lastName' | 'email' | 'birthDate' | 'nationalCode'>
>;

/** PATCH /Users: the customer's own profile (only what changed; null clears), kept in the session too. */
export async function updateProfile(changes: ProfileChanges): Promise<User> {
  const { data } = await http.patch<User>('/Users', changes);
  authSession.setUser(data);
  return data;
}
