import type { OrderStatus } from '@ela/contracts';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'در انتظار پرداخت',
  paid: 'پرداخت‌شده',
  pending: 'در انتظار',
  confirmed: 'تأییدشده',
  shipped: 'ارسال‌شده',
  delivered: 'تحویل‌شده',
  cancelled: 'لغوشده',
};

export const SHIPPING_LABELS: Record<string, string> = { Post: 'پست', Peyk: 'پیک' };
