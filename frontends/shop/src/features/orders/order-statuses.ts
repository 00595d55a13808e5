import type { OrderStatus } from '@ela/contracts';

/** The seven statuses as the customer reads them: the one place the shop names them. */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  placed: 'ثبت‌شده، در انتظار پرداخت',
  paid: 'پرداخت‌شده',
  pending: 'در حال بررسی',
  confirmed: 'تأییدشده، در حال آماده‌سازی',
  shipped: 'ارسال‌شده',
  delivered: 'تحویل‌شده',
  cancelled: 'لغوشده',
};

/** Orders that have reached the end of their way: nothing more to track. */
const FINISHED: readonly OrderStatus[] = ['delivered', 'cancelled'];

export function isFinished(status: OrderStatus): boolean {
  return FINISHED.includes(status);
}

/**
 * Orders with an invoice: paid, and not cancelled since. A placed order has not been paid yet, and
 * a cancelled one was either never paid or had its money given back.
 */
const INVOICED: readonly OrderStatus[] = ['paid', 'pending', 'confirmed', 'shipped', 'delivered'];

export function hasInvoice(status: OrderStatus): boolean {
  return INVOICED.includes(status);
}
