import { ERROR_CODES, type BasketLineInput, type PricedBasket } from '@ela/contracts';
import { onAccessTokenChange, useAuthStore } from '../auth/auth.store';
import { apiErrorOf, httpErrorMessage } from '../http/http-error';
import { mayTryAgainLater } from '../http/retry-policy';
import { toast } from '../toast/toast.store';
import { fetchBasket, saveBasket } from './basket-api';
import { rememberBasket } from './basket-count.store';
import { PENDING_BASKET_KEY, usePendingBasketStore } from './pending-basket.store';
import { MERGE_SENDS, forgetMerge, sendMergeOf } from './pending-merge-attempt';

/** What a customer is told when the lines they gathered before logging in could not be added. */
export const MERGE_MESSAGES = {
  refused: 'کالاهایی که پیش از ورود در سبد گذاشته بودید به سبد خرید اضافه نشد:',
  gaveUp:
    'کالاهایی که پیش از ورود در سبد گذاشته بودید پس از چند تلاش به سبد خرید اضافه نشد؛ لطفاً آن‌ها را دوباره به سبد بیفزایید.',
} as const;

let inFlight: Promise<void> | null = null;

function isCustomer(): boolean {
  const { accessToken, isAdmin } = useAuthStore.getState();
  return Boolean(accessToken) && !isAdmin;
}

/**
 * The pending lines refused for good by an orders service that refuses a merge naming unknown
 * inventories (one from before merges skipped them, during a rollout).
 */
function refusedLines(error: unknown, lines: BasketLineInput[]): string[] {
  const body = apiErrorOf(error);
  if (body?.error !== ERROR_CODES.ordersInventoryNotFound || !Array.isArray(body.details)) return [];
  return (body.details as { field?: unknown }[]).flatMap(({ field }) => {
    const index = typeof field === 'string' ? /^body\.lines\.(\d+)\./.exec(field)?.[1] : undefined;
    const line = index === undefined ? undefined : lines[Number(index)];
    return line ? [line.inventoryId] : [];
  });
}

/** The merge of these lines is over: they leave localStorage, and its key is forgotten. */
function settle(lines: BasketLineInput[]): void {
  usePendingBasketStore.getState().remove(lines.map((line) => line.inventoryId));
  forgetMerge();
}

/**
 * Merges a visitor's lines into the server basket (`mode: 'merge'`) under one `Idempotency-Key`,
 * so a send whose answer was lost is answered, not merged twice. The server takes what fits and
 * `saveBasket` tells the customer what it left out. Any final answer ends it, a refusal too (told
 * in a toast): only no answer, a server failure or a "try later" keeps the lines for the next
 * start, at most `MERGE_SENDS` times, so a merge never fails on every page for ever.
 */
export async function mergePendingBasket(): Promise<PricedBasket | null> {
  const { lines } = usePendingBasketStore.getState();
  if (lines.length === 0) {
    forgetMerge();
    return null;
  }
  const attempt = sendMergeOf(lines);
  try {
    const basket = await saveBasket(lines, 'merge', { idempotencyKey: attempt.key, quiet: true });
    settle(lines);
    return basket;
  } catch (error) {
    const refused = refusedLines(error, lines);
    if (refused.length > 0) {
      usePendingBasketStore.getState().remove(refused);
      forgetMerge();
      return mergePendingBasket();
    }
    const later = mayTryAgainLater(error);
    if (later && attempt.sent < MERGE_SENDS) throw error;
    settle(lines);
    toast.warning(later ? MERGE_MESSAGES.gaveUp : `${MERGE_MESSAGES.refused} ${httpErrorMessage(error)}`);
    return null;
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
