/**
 * The order checkout last sent to a bank, kept in the tab's sessionStorage: a customer who comes
 * back with the browser's Back button lands on checkout with an empty basket, and is shown that
 * order still waiting to be paid. Storage that is off only loses that reminder.
 */
const KEY = 'ela:checkout:placed-order';

export function rememberPlacedOrder(orderId: string): void {
  try {
    sessionStorage.setItem(KEY, orderId);
  } catch {
    // The order page still offers to pay it.
  }
}

export function placedOrderId(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetPlacedOrder(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
