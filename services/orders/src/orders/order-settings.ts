import type { ServiceRequests } from '@ela/service-kit';

/** What orders needs of the config, as plain values. */
export interface OrderSettings {
  paymentWindowMs: number;
  expirySweepMs: number;
  redisUrl: string;
  /** Put before queue names: the NATS subject prefix, so copies of the shop share one Redis. */
  queuePrefix: string;
}

export const ORDER_SETTINGS = Symbol('ORDER_SETTINGS');
/** Requests to the catalog (stock) and auth (customer search), on the caller's behalf. */
export const ORDER_REQUESTS = Symbol('ORDER_REQUESTS');
export type OrderRequests = ServiceRequests;
