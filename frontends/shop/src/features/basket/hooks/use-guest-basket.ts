import { useState } from 'react';
import { priceLines, type PricedBasket } from '@ela/contracts';
import { basketSnapshotOf, trackBasketRemove, usePendingBasketStore } from '@ela/web-kit';
import { useResource } from '../../../hooks/use-resource';
import { loadGuestInventories } from '../api/get-guest-inventories';
import type { BasketState } from '../basket-state';

/**
 * A visitor's basket: the lines kept in this browser (`pendingBasket_v1`), priced by the same rule
 * as a customer's from the public inventory reads. Edits go straight back to the browser's copy,
 * which the login merge sends, and are priced again from the inventories already read; they are
 * read again only when a line appears that was not read yet (another tab added it).
 */
export function useGuestBasket() {
  const lines = usePendingBasketStore((state) => state.lines);
  const ids = lines.map((line) => line.inventoryId);
  const [asked, setAsked] = useState(ids);
  if (ids.some((id) => !asked.includes(id))) setAsked(ids);
  const view = useResource(asked.length > 0 ? asked.join(',') : null, loadGuestInventories);

  let state: BasketState;
  if (lines.length === 0) state = { status: 'ready', basket: guestBasket(priceLines([], new Map())) };
  else if (view.status === 'error') state = { status: 'error', error: view.error, retry: view.retry };
  else if (view.status === 'success')
    state = { status: 'ready', basket: guestBasket(priceLines(lines, view.data)) };
  else state = { status: 'loading' };

  const setQuantity = (inventoryId: string, steps: number) =>
    usePendingBasketStore.getState().setQuantity(inventoryId, steps);
  const remove = (inventoryId: string) => {
    const line = lines.find((l) => l.inventoryId === inventoryId);
    usePendingBasketStore.getState().remove([inventoryId]);
    if (line) trackBasketRemove(line, basketSnapshotOf(usePendingBasketStore.getState().lines));
  };
  return { state, setQuantity, remove };
}

/** A visitor's basket has no server row: no id, never saved. */
function guestBasket(priced: ReturnType<typeof priceLines>): PricedBasket {
  return { id: null, ...priced, updatedAt: null };
}
