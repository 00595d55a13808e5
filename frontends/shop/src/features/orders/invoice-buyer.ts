import type { Order } from '@ela/contracts';
import { formatMobile } from '@ela/web-kit';

export interface InvoiceBuyer {
  name: string | null;
  phone: string | null;
}

/**
 * Who the invoice is made out to: the customer as their account stood when they ordered. A
 * customer who never gave a name, or an order placed before the customer was kept, falls back to
 * the receiver named on the address.
 */
export function invoiceBuyer(order: Pick<Order, 'customer' | 'shipTo'>): InvoiceBuyer {
  const { customer, shipTo } = order;
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ').trim();
  const phone = customer?.phone ?? shipTo?.receiverPhone ?? null;
  return {
    name: name || shipTo?.receiverName || null,
    phone: phone && formatMobile(phone),
  };
}
