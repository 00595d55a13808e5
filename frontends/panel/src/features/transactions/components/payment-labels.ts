import type { PaymentFailure, PaymentStatus, ReversalState } from '@ela/contracts';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  Initial: 'در بانک',
  Pending: 'در حال بررسی',
  Success: 'موفق',
  Failed: 'ناموفق',
};

export const FAILURE_LABELS: Record<PaymentFailure, string> = {
  CANCELLED: 'لغو مشتری',
  DECLINED: 'رد بانک',
  AMOUNT_MISMATCH: 'مغایرت مبلغ',
  RETURN_MISMATCH: 'مغایرت بازگشت',
  EXPIRED: 'پایان مهلت بانک',
  ALREADY_PAID: 'پرداخت تکراری',
  ORDER_CLOSED: 'سفارش بسته بود',
  START_FAILED: 'باز نشدن درگاه',
};

export const REVERSAL_LABELS: Record<ReversalState, string> = {
  requested: 'برگشت درخواست‌شده',
  done: 'برگشت‌خورده',
  failed: 'برگشت ناموفق (پیگیری دستی)',
};
