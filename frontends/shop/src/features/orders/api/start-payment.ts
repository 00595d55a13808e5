import type { StartedPayment } from '@ela/contracts';
import { http } from '@ela/web-kit';

/** POST /payment/start: a new payment of one of the caller's unpaid orders; answers the bank page. */
export async function startPayment(orderId: string): Promise<StartedPayment> {
  const { data } = await http.post<StartedPayment>('/payment/start', { orderId });
  return data;
}
