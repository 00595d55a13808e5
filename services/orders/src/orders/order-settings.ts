import type { ServiceRequests } from '../nats/service-requests';

/** What orders needs of the config, as plain values. */
export interface OrderSettings {
  paymentWindowMs: number;
  mockPayments: boolean;
  expirySweepMs: number;
  redisUrl: string;
  /** Put before queue names: the NATS subject prefix, so copies of the shop share one Redis. */
  queuePrefix: string;
}

export const ORDER_SETTINGS = Symbol('ORDER_SETTINGS');
/** Requests to the catalog (stock) and auth (customer search), on the caller's behalf. */
export const ORDER_REQUESTS = Symbol('ORDER_REQUESTS');
export type OrderRequests = ServiceRequests;

/** Where the shop sends the customer to pay; the payments issue replaces the real gateways' pages. */
export function paymentUrl(gateway: string, orderId: string): string {
  return gateway === 'MockTest' ? `/payment/mock/${orderId}` : `/payment/${gateway.toLowerCase()}/${orderId}`;
}
