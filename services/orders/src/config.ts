import { z } from 'zod';
import { baseServiceEnv } from '@ela/service-kit';

/** The base settings carry NATS, the subject prefix and the access-token verifier's keys. */
export const ordersEnv = baseServiceEnv.extend({
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/ela_orders'),
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(4103),
  /** Longest wait for the catalog's prices before a basket read answers 503. */
  CATALOG_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** Longest wait for auth (the caller's address) or the catalog's tree before a shipping quote answers 503. */
  AUTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** Where parcels leave from, by the address book's ids: Tehran, Tehran province by default. */
  SHOP_PROVINCE_ID: z.coerce.number().int().positive().default(7),
  SHOP_CITY_ID: z.coerce.number().int().positive().default(7013),
  /** cm³ per kilogram of volumetric weight (carriers use 5000; some 6000). */
  SHIPPING_VOLUMETRIC_DIVISOR: z.coerce.number().int().min(1000).max(100_000).default(5000),
  /** Grams per unit step of a product with no volumetric weight on it or its categories. */
  SHIPPING_DEFAULT_UNIT_GRAMS: z.coerce.number().int().min(0).max(1_000_000).default(500),
  /** How long an order waits for payment before it is cancelled and its stock goes back. */
  PAYMENT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(20),
  /** Overrides the minutes when set, so a test can watch a window end in seconds. */
  PAYMENT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 3600)
    .optional(),
  /**
   * How often a replica ends the payment windows that are over: an order expires at most this
   * long after its deadline (a payment is refused from the deadline on whatever this says).
   */
  ORDER_EXPIRY_SWEEP_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Where the wrong discount codes a customer tries are counted. */
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /**
   * Longest wait for payments to start an order's payment (it asks the bank); after it the order
   * stands and its page offers to pay.
   */
  PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  /**
   * Wrong discount codes (unknown, or another customer's gift) one customer may try in a window,
   * then every try is a 429 until it ends: a person mistypes a code a few times, a script tries thousands.
   */
  DISCOUNT_GUESSES_PER_CUSTOMER: z.coerce.number().int().min(1).default(10),
  /** The same from one client address, whoever is logged in (many accounts from one place). */
  DISCOUNT_GUESSES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /** The window those counts live in, from the first wrong code. */
  DISCOUNT_GUESS_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
});
export type OrdersConfig = z.infer<typeof ordersEnv>;

/** The payment window in milliseconds. */
export function paymentWindowMs(config: OrdersConfig): number {
  return (config.PAYMENT_WINDOW_SECONDS ?? config.PAYMENT_WINDOW_MINUTES * 60) * 1000;
}
