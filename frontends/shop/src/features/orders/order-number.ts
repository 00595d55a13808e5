import { toPersianDigits } from '@ela/web-kit';

/** How the shop names an order everywhere: by its short number, in Persian digits. */
export function orderName(order: { number: number }): string {
  return `سفارش ${toPersianDigits(order.number)}`;
}
