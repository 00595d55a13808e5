/** What orders needs of the config, as plain values. */
export interface OrderSettings {
  paymentWindowMs: number;
  expirySweepMs: number;
  redisUrl: string;
  /** Put before queue names: the NATS subject prefix, so copies of the shop share one Redis. */
  queuePrefix: string;
}

export const ORDER_SETTINGS = Symbol('ORDER_SETTINGS');
