import type { Page, Payment } from '@ela/contracts';
import { useResource } from '../../../shared/api/use-resource';
import { getOrderNumbers } from '../api/orders.api';

/** The numbers of the orders on a page of payments, by order id (empty until read, or if it fails). */
export function useOrderNumbers(payments: Page<Payment> | undefined): Map<string, number> {
  const ids = [...new Set((payments?.items ?? []).map((p) => p.orderId))].sort();
  const numbers = useResource(ids.join(','), (signal) => getOrderNumbers(ids, signal));
  return numbers.data ?? new Map();
}
