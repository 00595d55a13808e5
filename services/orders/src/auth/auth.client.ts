import { SUBJECTS, type Address, type User } from '@ela/contracts';
import type { ServiceCaller } from '@ela/service-kit';

/** What orders asks auth, always with the caller's own token: auth decides what they may see. */
export class AuthClient {
  constructor(private readonly requests: ServiceCaller) {}

  /** One of the caller's addresses; someone else's is auth's 404, passed on as it is. */
  address(token: string, addressId: string): Promise<Address> {
    return this.requests.request<Address>(SUBJECTS.auth.addresses.findOne, {
      token,
      params: { id: addressId },
    });
  }

  currentUser(token: string): Promise<User> {
    return this.requests.request<User>(SUBJECTS.auth.users.current, { token, params: {}, query: {} });
  }

  /** Customers matching a term (an admin's token). */
  searchUsers(token: string, term: string): Promise<User[]> {
    return this.requests.request<User[]>(SUBJECTS.auth.users.search, { token, params: { term } });
  }
}
