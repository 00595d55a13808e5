import { create } from 'zustand';
import type { PricedBasket } from '@ela/contracts';
import { useAuthStore } from '../auth/auth.store';
import { usePendingBasketStore } from './pending-basket.store';

/** Lines in the customer's server basket, null until read (or for a visitor). */
export const useServerBasketStore = create<{ lines: number | null }>()(() => ({ lines: null }));

/** After any answer carrying the basket (a read, an add, an edit). */
export function rememberBasket(basket: Pick<PricedBasket, 'lines'> | null): void {
  useServerBasketStore.setState({ lines: basket ? basket.lines.length : null });
}

/**
 * The header's basket count (lines): the server basket's for a customer, the pending one's for a
 * visitor; null for an administrator, or while a customer's basket is not read yet.
 */
export function useBasketCount(): number | null {
  const session = useAuthStore();
  const server = useServerBasketStore((state) => state.lines);
  const pending = usePendingBasketStore((state) => state.lines.length);
  if (!session.accessToken) return pending;
  return session.isAdmin ? null : server;
}
