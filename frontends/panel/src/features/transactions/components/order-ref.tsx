import { toPersianDigits } from '@ela/web-kit';

/** An order as people name it, by its number; its short id while the number is not known. */
export function OrderRef({ id, numbers }: { id: string; numbers: Map<string, number> }) {
  const number = numbers.get(id);
  if (number === undefined) return <code dir="ltr">{id.slice(0, 8)}</code>;
  return <span data-testid="payment-order-number">{toPersianDigits(number)}</span>;
}
