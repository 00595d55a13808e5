import {
  basketSnapshotOf,
  rememberBasket,
  saveBasket,
  trackBasketAdd,
  useAuthStore,
  usePendingBasketStore,
} from '@ela/web-kit';

/** Where the added line went: the customer's server basket, or a visitor's pending one. */
export type AddedTo = 'basket' | 'pending';

/**
 * Adds steps of one inventory: a customer's go straight to the server basket (merged with what is
 * there), a visitor's wait in `pendingBasket_v1` until login merges them.
 */
export async function addToBasket(inventoryId: string, quantity: number): Promise<AddedTo> {
  if (!useAuthStore.getState().accessToken) {
    usePendingBasketStore.getState().add(inventoryId, quantity);
    trackBasketAdd({ inventoryId, quantity }, basketSnapshotOf(usePendingBasketStore.getState().lines));
    return 'pending';
  }
  const basket = await saveBasket([{ inventoryId, quantity }], 'merge');
  rememberBasket(basket);
  trackBasketAdd({ inventoryId, quantity }, basketSnapshotOf(basket.lines));
  return 'basket';
}
