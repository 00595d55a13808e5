/** What payments needs of the config, as plain values. */
export interface PaymentSettings {
  reconcileEveryMs: number;
  reconcileAfterMs: number;
  reconcileBatch: number;
  bankSessionMs: number;
  redisUrl: string;
  /** Put before queue names: the NATS subject prefix, so copies of the shop share one Redis. */
  queuePrefix: string;
  /** Where Parsian's callback sends the customer: the shop's return page. */
  parsianReturnPage: string | null;
}

export const PAYMENT_SETTINGS = Symbol('PAYMENT_SETTINGS');
