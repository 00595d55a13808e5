import type { Address, OfferedGateway, PricedBasket } from '@ela/contracts';
import { fetchBasket, whenBasketSynced } from '@ela/web-kit';
import { getAddresses } from '../../../addresses/api/get-addresses';
import { getGateways } from '../../../payments/api/get-gateways';

export interface CheckoutData {
  basket: PricedBasket;
  addresses: Address[];
  gateways: OfferedGateway[];
}

/**
 * The basket priced now (after a login's merge), the caller's address book and the gateways
 * offered; with payments away the page still shows, saying that paying is not possible now.
 */
export async function loadCheckout(key: string, signal: AbortSignal): Promise<CheckoutData> {
  await whenBasketSynced();
  const [basket, addresses, gateways] = await Promise.all([
    fetchBasket({ signal }),
    getAddresses(key, signal),
    getGateways(signal).catch(() => []),
  ]);
  return { basket, addresses, gateways };
}
