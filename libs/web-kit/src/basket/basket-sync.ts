import { ERROR_CODES, type BasketLineInput, type PricedBasket } from '@ela/contracts';
import { onAccessTokenChange, useAuthStore } from '../auth/auth.store';
import { apiErrorOf } from '../http/http-error';
import { fetchBasket, saveBasket } from './basket-api';
import { rememberBasket } from './basket-count.store';
import { PENDING_BASKET_KEY, usePendingBasketStore } from './pending-basket.store';

let inFlight: Promise<void> | null = null;

function isCustomer(): boolean {
  const { accessToken, isAdmin } = useAuthStore.getState();
  return Boolean(accessToken) && !isAdmin;
}

/** The pending lines the server refused for good: inventories gone since the visitor added them. */
function refusedLines(error: unknown, lines: BasketLineInput[]): string[] {
  const body = apiErrorOf(error);
  if (body?.error !== ERROR_CODES.ordersInventoryNotFound || !Array.isArray(body.details)) return [];
  return (body.details as { field?: unknown }[]).flatMap(({ field }) => {
    const index = typeof field === 'string' ? /^body\.lines\.(\d+)\./.exec(field)?.[1] : undefined;
    const line = index === undefined ? undefined : lines[Number(index)];
    return line ? [line.inventoryId] : [];
  });
}

/**
 * Merges a visitor's lines into the server basket (`mode: 'merge'`). They leave localStorage only
 * once the server took them; a line whose inventory is gone is dropped and the rest sent again.
 */
export async function mergePendingBasket(): Promise<PricedBasket | null> {
  const pending = usePendingBasketStore.getState();
  if (pending.lines.length === 0) return null;
  try {
    const basket = await saveBasket(pending.lines, 'merge');
    usePendingBasketStore.getState().remove(pending.lines.map((line) => line.inventoryId));
    return basket;
  } catch (error) {
    const refused = refusedLines(error, pending.lines);
    if (refused.length === 0) throw error;
    usePendingBasketStore.getState().remove(refused);
    return mergePendingBasket();
  }
}

async function sync(merge: boolean): Promise<void> {
  const merged = merge ? await mergePendingBasket() : null;
  // The header's count is read quietly: a toast on every page for a missing count would be noise.
  rememberBasket(merged ?? (await fetchBasket({ quiet: true })));
}

/** Brings the header's count (and, after a login here, the visitor's lines) to the server. */
export function syncBasket(merge = true): Promise<void> {
  if (!isCustomer()) {
    rememberBasket(null);
    return Promise.resolve();
  }
  const previous = inFlight ?? Promise.resolve();
  const run = previous.then(() => sync(merge)).catch(() => undefined);
  inFlight = run;
  void run.finally(() => inFlight === run && (inFlight = null));
  return run;
}

/** Settles once a merge or read started by a login is over, so a basket read after it sees the merged lines. */
export function whenBasketSynced(): Promise<void> {
  return inFlight ?? Promise.resolve();
}

/**
 * The shell calls this once at start: a login in this tab merges the pending basket (another tab's
 * login only re-reads the count, as that tab merges), a logout forgets the server count, and the
 * pending basket follows changes other tabs make to localStorage. Returns the way to stop.
 */
export function startBasketSync(): () => void {
  const stopAuth = onAccessTokenChange((_token, origin) => void syncBasket(origin === 'this-tab'));
  const onStorage = (event: StorageEvent) =>
    event.key === PENDING_BASKET_KEY && usePendingBasketStore.getState().reload();
  window.addEventListener('storage', onStorage);
  void syncBasket(true);
  return () => {
    stopAuth();
    window.removeEventListener('storage', onStorage);
  };
}
