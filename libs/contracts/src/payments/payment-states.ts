import type { PaymentStatus } from '../enums';

/**
 * A payment's life as the bank forces it on us (docs/decisions/money-state-machine.md). `verifying` is
 * entered before the verify is sent: from then on the bank may have captured the money, and only
 * the bank's own word moves the payment on.
 */
export const PAYMENT_STATES = [
  'started',
  'at_bank',
  'verifying',
  'paid',
  'failed',
  'reversal_pending',
  'reversed',
  'refund_owed',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The only moves a payment makes. */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  started: ['at_bank', 'failed'],
  at_bank: ['verifying', 'failed', 'reversal_pending'],
  verifying: ['paid', 'failed', 'reversal_pending'],
  paid: ['reversal_pending'],
  reversal_pending: ['reversed', 'refund_owed', 'failed'],
  refund_owed: ['refunded'],
  failed: [],
  reversed: [],
  refunded: [],
};

export function canMovePayment(from: PaymentState, to: PaymentState): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** States in which the payment still waits for a bank or for orders: reconciliation's work. */
export const UNSETTLED_PAYMENT_STATES = [
  'started',
  'at_bank',
  'verifying',
  'reversal_pending',
] as const satisfies readonly PaymentState[];

/** Money the bank took that the shop must give back and could not through the bank. */
export const REFUND_STATES = ['refund_owed', 'refunded'] as const satisfies readonly PaymentState[];

/** The spec's coarse status, derived: Success only for a payment that pays its order. */
export function statusOfState(state: PaymentState): PaymentStatus {
  if (state === 'started' || state === 'at_bank') return 'Initial';
  if (state === 'verifying') return 'Pending';
  if (state === 'paid') return 'Success';
  return 'Failed';
}

/** How each state is named to admins. */
export const PAYMENT_STATE_TITLES: Record<PaymentState, string> = {
  started: 'در حال باز کردن درگاه',
  at_bank: 'در صفحهٔ بانک',
  verifying: 'در حال تأیید با بانک',
  paid: 'پرداخت‌شده',
  failed: 'ناموفق',
  reversal_pending: 'در حال برگشت وجه',
  reversed: 'وجه برگشت داده شد',
  refund_owed: 'بازپرداخت دستی لازم است',
  refunded: 'بازپرداخت شد',
};
