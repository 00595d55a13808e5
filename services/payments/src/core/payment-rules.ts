import type { PaymentFailure } from '@ela/contracts';
import type { BankReturn } from '../gateways/gateway-adapter';

/**
 * Whether a return that claims payment is about this very payment: on gateways that write our
 * request back into the return (Parsian), the amount and the payment number must be ours, and
 * a missing one counts as wrong. The bank is then not even asked to confirm.
 */
export function returnMismatch(
  payment: { amount: number; number: number },
  ret: BankReturn,
): Extract<PaymentFailure, 'AMOUNT_MISMATCH' | 'RETURN_MISMATCH'> | null {
  if (!ret.echoes) return null;
  if (ret.echoes.amount !== payment.amount) return 'AMOUNT_MISMATCH';
  if (ret.echoes.paymentNumber !== String(payment.number)) return 'RETURN_MISMATCH';
  return null;
}

/** An unpaid session older than the bank keeps one open is over: the customer will not pay it now. */
export function sessionOver(createdAt: Date, bankSessionMs: number, now = new Date()): boolean {
  return now.getTime() - createdAt.getTime() > bankSessionMs;
}
