import { BASKET_LIMITS, wasTrimmed, type BasketTrim } from '@ela/contracts';
import { formatNumber } from '../format/persian-format';

/** What a customer is told when a merge into their basket left something out; null when it did not. */
export function basketTrimMessage(trim: BasketTrim | undefined): string | null {
  if (!wasTrimmed(trim)) return null;
  const { maxLines, maxQuantity } = BASKET_LIMITS;
  const parts = [
    trim.droppedLines.length &&
      `${formatNumber(trim.droppedLines.length)} کالا جا نشد، چون سبد خرید حداکثر ${formatNumber(maxLines)} ردیف دارد`,
    trim.cutLines.length &&
      `مقدار ${formatNumber(trim.cutLines.length)} کالا تا سقف ${formatNumber(maxQuantity)} واحد در هر ردیف کم شد`,
    trim.unknownInventories.length &&
      `${formatNumber(trim.unknownInventories.length)} کالا دیگر در فروشگاه نیست و کنار گذاشته شد`,
  ].filter(Boolean);
  return `همهٔ کالاها به سبد خرید اضافه نشد: ${parts.join('؛ ')}.`;
}
