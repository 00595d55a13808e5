import type { PricedBasket } from '@ela/contracts';
import { fetchBasket, rememberBasket, whenBasketSynced } from '@ela/web-kit';

/** The basket priced now; each line carries its picture, colour and design. */
export interface BasketView {
  basket: PricedBasket;
}

/** Waits for a merge a login just started, so the page never shows the basket without it. */
export async function loadBasket(_key: string, signal: AbortSignal): Promise<BasketView> {
  await whenBasketSynced();
  const basket = await fetchBasket({ signal });
  rememberBasket(basket);
  return { basket };
}
