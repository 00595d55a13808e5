import { useEffect, useRef, useState } from 'react';
import type { PaymentResult } from '@ela/contracts';
import { apiErrorOf, trackPaymentResult } from '@ela/web-kit';
import { verifyPayment } from '../api/verify-payment';
import type { BankReturnLink } from '../bank-return';

export type Verification =
  | { state: 'checking' }
  | { state: 'settled'; result: PaymentResult }
  /** No payment of ours has this reference. */
  | { state: 'unknown' }
  /** The shop could not be reached; the payment itself is safe either way. */
  | { state: 'unreachable' };

/** How often, and how many times, a pending payment is asked about again. */
export const RECHECK_MS = 4000;
const RECHECKS = 15;

/**
 * Verifies a return once and, while the answer is pending (the bank's answer is being settled),
 * asks again every few seconds. A reload or a replayed link asks the same and gets the same.
 */
export function useVerification(link: BankReturnLink | null): Verification {
  const [verification, setVerification] = useState<Verification>({ state: 'checking' });
  const key = link ? JSON.stringify(link) : null;
  const told = useRef<string | null>(null);

  useEffect(() => {
    if (!link) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (left: number) => {
      try {
        const result = await verifyPayment(link, controller.signal);
        setVerification({ state: 'settled', result });
        // Analytics hears the outcome once a page, when it is final.
        if (
          (result.status === 'Success' || result.status === 'Failed') &&
          result.orderId &&
          told.current !== result.id
        ) {
          told.current = result.id;
          trackPaymentResult({ orderId: result.orderId, gateway: result.gateway, status: result.status });
        }
        if (result.outcome === 'pending' && left > 0)
          timer = setTimeout(() => void ask(left - 1), RECHECK_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        const status = apiErrorOf(error)?.statusCode;
        setVerification({ state: status === 404 || status === 400 ? 'unknown' : 'unreachable' });
      }
    };
    void ask(RECHECKS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // `key` stands for `link`, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return link ? verification : { state: 'unknown' };
}
