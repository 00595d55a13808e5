import type { PaymentResult } from '@ela/contracts';
import { http } from '@ela/web-kit';
import type { BankReturnLink } from '../bank-return';

/**
 * The verify call of each return page: POST /order/verify-zarinpal, POST /payment/parsian/verify
 * or POST /payment/mock/verify. Safe to repeat: a settled payment answers as it was settled.
 * Quiet: the page itself says what a failure means for the customer's money.
 */
export async function verifyPayment(link: BankReturnLink, signal?: AbortSignal): Promise<PaymentResult> {
  const options = { signal, quiet: true };
  const call =
    link.gateway === 'zarinpal'
      ? http.post<PaymentResult>(
          '/order/verify-zarinpal',
          { authority: link.authority, status: link.status },
          options,
        )
      : link.gateway === 'parsian'
        ? http.post<PaymentResult>('/payment/parsian/verify', { token: link.token }, options)
        : http.post<PaymentResult>(
            '/payment/mock/verify',
            { reference: link.reference, status: link.status },
            options,
          );
  return (await call).data;
}
