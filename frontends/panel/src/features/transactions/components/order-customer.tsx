import type { Order } from '@ela/contracts';
import { formatMobile } from '@ela/web-kit';

/**
 * Who placed the order: the name and mobile their account had then, the mobile as Iranians write
 * it (۰۹…). Orders placed before that was kept show the account id, the one thing they have.
 */
export function OrderCustomer({ order }: { order: Pick<Order, 'customer' | 'customerId'> }) {
  const { customer } = order;
  if (!customer) return <code dir="ltr">{order.customerId}</code>;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return (
    <>
      {name || 'بی‌نام'} — <bdi dir="ltr">{formatMobile(customer.phone)}</bdi>
    </>
  );
}
