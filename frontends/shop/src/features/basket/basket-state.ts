import type { PricedBasket } from '@ela/contracts';

/** Where the basket page stands, whoever's basket it shows (a customer's or a visitor's). */
export type BasketState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; basket: PricedBasket };

/** Where «ادامه» leads, and what the customer is told beside it. */
export interface CheckoutWay {
  to: string;
  note?: string;
}
