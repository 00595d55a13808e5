import { useEffect } from 'react';
import type { Order } from '@ela/contracts';
import { apiErrorOf } from '@ela/web-kit';
import { useResource } from '../../../hooks/use-resource';
import { readOrder } from '../../../payments/api/read-order';
import { isPayable } from '../../../payments/payable';
import { forgetPlacedOrder, placedOrderId } from '../placed-order-memory';
import { usePageRestored } from './use-page-restored';

export interface UnpaidOrder {
  /** The order this tab placed and sent to a bank, while it can still be paid. */
  order: Order | null;
  /** Still reading it. */
  checking: boolean;
}

/**
 * The order checkout placed last in this tab, when it is still waiting to be paid. One that was
 * paid, cancelled or is past its window (or is not found) is forgotten, so it is shown no more.
 */
export function useUnpaidOrder(): UnpaidOrder {
  const read = useResource(placedOrderId(), readOrder);
  usePageRestored(read.retry);
  const payable = read.status === 'success' && isPayable(read.data);
  const settled =
    (read.status === 'success' && !payable) ||
    (read.status === 'error' && (apiErrorOf(read.error)?.statusCode ?? 0) < 500);
  useEffect(() => {
    if (settled) forgetPlacedOrder();
  }, [settled]);
  return { order: payable ? read.data : null, checking: read.status === 'loading' };
}
