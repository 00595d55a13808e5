import type { Address, PricedBasket } from '@ela/contracts';
import { fetchBasket, whenBasketSynced } from '@ela/web-kit';
import { getAddresses } from '../../../addresses/api/get-addresses';

export interface CheckoutData {
  basket: PricedBasket;
  addresses: Address[];
}

/** The basket priced now (after a login's merge) and the caller's address book. */
export async function loadCheckout(key: string, signal: AbortSignal): Promise<CheckoutData> {
  await whenBasketSynced();
  const [basket, addresses] = await Promise.all([fetchBasket({ signal }), getAddresses(key, signal)]);
  return { basket, addresses };
}
