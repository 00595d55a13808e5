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

/**
 * The moves an admin may make from each status: the admin column of ORDER_TRANSITIONS in
 * services/orders/src/orders/order-status-rules.ts (docs/decisions.md, "Orders: placement and
 * stock"). The contracts do not export that table, so it is repeated here; the server still
 * decides, and its 409 is shown if the two ever disagree. An admin never marks an order paid.
 */
export const ADMIN_NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['cancelled'],
  paid: ['pending', 'confirmed', 'cancelled'],
  pending: ['confirmed', 'cancelled'],
  confirmed: ['pending', 'shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const SHIPPING_LABELS: Record<string, string> = { Post: 'پست', Peyk: 'پیک' };
