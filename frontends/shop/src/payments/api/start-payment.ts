import type { PaymentGateway, StartPaymentBody, StartedPayment } from '@ela/contracts';
import { http } from '@ela/web-kit';

/**
 * POST /payment/start: a new attempt to pay one of the caller's unpaid orders, at the gateway
 * chosen (the order's own when none is); answers the bank page. Quiet: the caller says in place
 * why an attempt could not start (one still being verified, the window over).
 */
export async function startPayment(orderId: string, gateway?: PaymentGateway): Promise<StartedPayment> {
  const body: StartPaymentBody = { orderId, ...(gateway && { gateway }) };
  const { data } = await http.post<StartedPayment>('/payment/start', body, { quiet: true });
  return data;
}
