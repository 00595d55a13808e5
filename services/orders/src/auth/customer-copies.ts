import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Address, AddressForOrder, OrderCustomer } from '@ela/contracts';

/**
 * Customers and their addresses as auth last answered them for an order, kept until auth announces
 * a change of the customer (`AUTH_EVENTS.customerChanged`, see customer-changes.consumer.ts): an
 * order then needs no request to auth. Only what an order keeps of the customer is copied (the phone
 * and the name), with every address. Each row carries the number of auth's newest change it
 * knows of, so an answer auth gave before a change that has been announced since is never kept.
 */
@Injectable()
export class CustomerCopies {
  constructor(private readonly db: DataSource) {}

  /** The customer and one of their addresses from the copy; null when it holds neither (ask auth). */
  async forOrder(
    customerId: string,
    addressId: string,
  ): Promise<{ customer: OrderCustomer; address: Address } | null> {
    const [row]: { customer: OrderCustomer; address: Address }[] = await this.db.query(
      `SELECT c.customer, a.address FROM customer_copy c,
         LATERAL (SELECT x AS address FROM jsonb_array_elements(c.addresses) x WHERE x->>'id' = $2) a
       WHERE c.customer_id = $1 AND c.customer IS NOT NULL`,
      [customerId, addressId],
    );
    return row ? { customer: row.customer, address: row.address } : null;
  }

  /**
   * Keeps auth's answer, unless a change newer than what auth read has been announced (one of the
   * same number is the change that answer already shows).
   */
  async keep(customerId: string, answer: AddressForOrder): Promise<void> {
    if (!answer.copy) return;
    const { phone, firstName, lastName } = answer.customer;
    const customer: OrderCustomer = { phone, firstName, lastName };
    await this.db.query(
      `INSERT INTO customer_copy (customer_id, version, customer, addresses) VALUES ($1, $2, $3, $4)
       ON CONFLICT (customer_id) DO UPDATE
         SET version = excluded.version, customer = excluded.customer, addresses = excluded.addresses
         WHERE customer_copy.version < excluded.version
           OR (customer_copy.version = excluded.version AND customer_copy.customer IS NULL)`,
      [customerId, answer.copy.version, JSON.stringify(customer), JSON.stringify(answer.copy.addresses)],
    );
  }

  /** Forgets the customer's copy for a change auth announced, remembering its number. */
  async drop(customerId: string, version: string): Promise<void> {
    await this.db.query(
      `INSERT INTO customer_copy (customer_id, version) VALUES ($1, $2)
       ON CONFLICT (customer_id) DO UPDATE
         SET version = excluded.version, customer = NULL, addresses = NULL
         WHERE customer_copy.version < excluded.version`,
      [customerId, version],
    );
  }
}
