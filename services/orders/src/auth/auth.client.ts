import { SUBJECTS, type AddressForOrder, type User } from '@ela/contracts';
import type { ServiceCaller } from '@ela/service-kit';

/** What orders asks auth, always with the caller's own token: auth decides what they may see. */
export class AuthClient {
  constructor(private readonly requests: ServiceCaller) {}

  /** One of the caller's addresses and the caller as auth has them now: an order being placed needs both. */
  addressForOrder(token: string, addressId: string): Promise<AddressForOrder> {
    return this.requests.request<AddressForOrder>(SUBJECTS.auth.addresses.forOrder, {
      token,
      params: {},
      body: { addressId },
    });
  }

  /** Customers matching a term (an admin's token). */
  searchUsers(token: string, term: string): Promise<User[]> {
    return this.requests.request<User[]>(SUBJECTS.auth.users.search, { token, params: { term } });
  }
}
