import type { Page, Payment } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../../../shared/api/fresh';

/** GET /payment/all-by-admin: one page of payment attempts, by status, gateway and a search. */
export async function getPayments(query: Record<string, string | number>, signal?: AbortSignal) {
  const { data } = await http.get<Page<Payment>>('/payment/all-by-admin', {
    ...FRESH,
    params: query,
    signal,
  });
  return data;
}

/** POST /payment/reconcile/{id}: asks the gateway about an unsettled payment now. */
export async function reconcilePayment(id: string): Promise<Payment> {
  const { data } = await http.post<Payment>(`/payment/reconcile/${encodeURIComponent(id)}`);
  return data;
}

/**
 * POST /payment/refunded/{id}: records that money the bank would not send back was returned to the
 * customer by hand (a 409 for a payment that owes nothing).
 */
export async function markRefunded(id: string): Promise<Payment> {
  const { data } = await http.post<Payment>(`/payment/refunded/${encodeURIComponent(id)}`);
  return data;
}
