import { rememberBasket, saveBasket, useAuthStore, usePendingBasketStore } from '@ela/web-kit';

/** Where the added line went: the customer's server basket, or a visitor's pending one. */
export type AddedTo = 'basket' | 'pending';

/**
 * Adds steps of one inventory: a customer's go straight to the server basket (merged with what is
 * there), a visitor's wait in `pendingBasket_v1` until login merges them.
 */
export async function addToBasket(inventoryId: string, quantity: number): Promise<AddedTo> {
  if (!useAuthStore.getState().accessToken) {
    usePendingBasketStore.getState().add(inventoryId, quantity);
    return 'pending';
  }
  rememberBasket(await saveBasket([{ inventoryId, quantity }], 'merge'));
  return 'basket';
}
