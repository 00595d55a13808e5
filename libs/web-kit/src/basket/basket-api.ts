import type { BasketLineInput, CreateBasketBody, PricedBasket, SavedBasket } from '@ela/contracts';
import { http } from '../http/http';
import { idempotencyHeaders } from '../http/idempotency-key';
import { toast } from '../toast/toast.store';
import { basketTrimMessage } from './basket-trim-message';

/** GET /basket: the caller's open basket, priced now; `quiet` for a read in the background (no toast). */
export async function fetchBasket({ signal, quiet = false }: { signal?: AbortSignal; quiet?: boolean } = {}) {
  const { data } = await http.get<PricedBasket>('/basket', { signal, quiet });
  return data;
}

export interface SaveBasketOptions {
  /** The action's `Idempotency-Key`, the same on each retry of it. */
  idempotencyKey?: string;
  /** No toast when it fails: the caller says so its own way. */
  quiet?: boolean;
}

/**
 * POST /basket/create: replaces (default) or merges the caller's open basket; answers it priced.
 * A merge that left something out to stay within the basket's limits tells the customer what.
 */
export async function saveBasket(
  lines: BasketLineInput[],
  mode: CreateBasketBody['mode'] = 'replace',
  { idempotencyKey, quiet }: SaveBasketOptions = {},
): Promise<SavedBasket> {
  const { data } = await http.post<SavedBasket>(
    '/basket/create',
    { lines, mode } satisfies CreateBasketBody,
    {
      headers: idempotencyHeaders(idempotencyKey),
      quiet,
    },
  );
  const trimmed = basketTrimMessage(data.trimmed);
  if (trimmed) toast.warning(trimmed);
  return data;
}
