import { quantityLabel, type ToastKind } from '@ela/web-kit';
import type { BuyAgainPlan, LeftOutReason, PutBack } from './buy-again-plan';

/** What each list of lines left out is headed with. */
const LEFT_OUT_TITLES: Record<LeftOutReason, string> = {
  sold_out: 'ناموجود',
  gone: 'دیگر فروخته نمی‌شود',
  all_in_basket: 'بیش از آنچه در سبد دارید موجود نیست',
  no_room: 'سبد خرید جای ردیف تازه ندارد',
};

function putBackText({ name, unitType, steps, ordered }: PutBack): string {
  const amount = quantityLabel(unitType, steps);
  return steps < ordered
    ? `${name} (${amount} از ${quantityLabel(unitType, ordered)}، به اندازهٔ موجودی)`
    : `${name} (${amount})`;
}

/**
 * What the customer is told after buying an order again: what went into the basket, in their unit
 * and cut to the stock where it was, then what did not and why.
 */
export function buyAgainMessage({ putBack, leftOut }: BuyAgainPlan): { kind: ToastKind; text: string } {
  const sentences = putBack.length
    ? [`به سبد خرید اضافه شد: ${putBack.map(putBackText).join('، ')}.`]
    : ['هیچ کالایی از این سفارش به سبد خرید اضافه نشد.'];
  for (const reason of Object.keys(LEFT_OUT_TITLES) as LeftOutReason[]) {
    const names = leftOut.filter((line) => line.reason === reason).map((line) => line.name);
    if (names.length) sentences.push(`${LEFT_OUT_TITLES[reason]}: ${names.join('، ')}.`);
  }
  const whole = leftOut.length === 0 && putBack.every((line) => line.steps === line.ordered);
  return { kind: whole ? 'success' : 'warning', text: sentences.join(' ') };
}
