import type { BasketLineInput, CreateBasketBody, PricedBasket } from '@ela/contracts';
import { http } from '../http/http';

/** GET /basket: the caller's open basket, priced now; `quiet` for a read in the background (no toast). */
export async function fetchBasket({ signal, quiet = false }: { signal?: AbortSignal; quiet?: boolean } = {}) {
  const { data } = await http.get<PricedBasket>('/basket', { signal, quiet });
  return data;
}

/** POST /basket/create: replaces (default) or merges the caller's open basket; answers it priced. */
export async function saveBasket(
  lines: BasketLineInput[],
  mode: CreateBasketBody['mode'] = 'replace',
): Promise<PricedBasket> {
  const { data } = await http.post<PricedBasket>('/basket/create', {
    lines,
    mode,
  } satisfies CreateBasketBody);
  return data;
}
