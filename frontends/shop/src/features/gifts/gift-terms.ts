import type { CustomerDiscount } from '@ela/contracts';
import { formatNumber, formatToman } from '@ela/web-kit';

/** What a code takes off: «۱۵٪ تخفیف (تا ۵۰٬۰۰۰ تومان)» or «۲۰٬۰۰۰ تومان تخفیف». */
export function giftValue(gift: Pick<CustomerDiscount, 'kind' | 'value' | 'maxDiscount'>): string {
  if (gift.kind === 'fixed') return `${formatToman(gift.value)} تخفیف`;
  const cap = gift.maxDiscount !== null ? ` (تا ${formatToman(gift.maxDiscount)})` : '';
  return `${formatNumber(gift.value)}٪ تخفیف${cap}`;
}

export function usesLeftLabel(usesLeft: number | null): string {
  return usesLeft === null ? 'بدون محدودیت' : `${formatNumber(usesLeft)} بار`;
}

/** `endsAt` is exclusive: a code ending at midnight is valid until the day before, which is what people read. */
export function lastValidMoment(endsAt: string): number {
  return Date.parse(endsAt) - 1;
}
