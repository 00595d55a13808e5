/** What orders needs of the config, as plain values. */
export interface OrderSettings {
  paymentWindowMs: number;
  expirySweepMs: number;
}

export const ORDER_SETTINGS = Symbol('ORDER_SETTINGS');
