import { Injectable } from '@nestjs/common';
import type { Address, OrderCustomer } from '@ela/contracts';
import { AuthClient } from './auth.client';
import { CustomerChangesConsumer } from './customer-changes.consumer';
import { CustomerCopies } from './customer-copies';

/**
 * The caller's addresses and who the caller is, from the copy orders keeps, or else from auth in
 * one request whose answer is then kept: as auth has them, or as it had them before a change whose
 * announcement has not reached orders yet (see customer-copies.ts). The copy is not read while the
 * consumer of those announcements is behind or stopped.
 */
@Injectable()
export class CustomerAddresses {
  constructor(
    private readonly copies: CustomerCopies,
    private readonly changes: CustomerChangesConsumer,
    private readonly auth: AuthClient,
  ) {}

  /** One of the caller's addresses and the caller; someone else's address is auth's 404. */
  async forOrder(
    customerId: string,
    token: string,
    addressId: string,
  ): Promise<{ address: Address; customer: OrderCustomer }> {
    // Read only while auth's changes are known to reach the copies.
    const copied = this.changes.current() ? await this.copies.forOrder(customerId, addressId) : null;
    if (copied) return copied;
    const answer = await this.auth.addressForOrder(token, addressId);
    // Not keeping it only costs the next read the same request.
    await this.copies.keep(customerId, answer).catch(() => undefined);
    return answer;
  }

  /** One of the caller's addresses (a shipping quote's): read as for an order, so it is kept for one. */
  async address(customerId: string, token: string, addressId: string): Promise<Address> {
    return (await this.forOrder(customerId, token, addressId)).address;
  }
}
