import type { BasketLineInput, PricedBasket } from '@ela/contracts';
import { rememberBasket, saveBasket } from '@ela/web-kit';

/** Makes these the basket's lines (`mode: 'replace'`); the header's count follows. */
export async function replaceBasket(lines: BasketLineInput[]): Promise<PricedBasket> {
  const basket = await saveBasket(lines, 'replace');
  rememberBasket(basket);
  return basket;
}
