import { z } from 'zod';
import { baseServiceEnv } from '@ela/service-kit';

const url = () => z.string().url();
const optionalUrl = () =>
  z
    .string()
    .url()
    .optional()
    .transform((v) => v?.replace(/\/+$/, ''));
const millis = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/**
 * A gateway is offered when its credentials are set (development and test get the simulator's);
 * endpoints default to the real gateways' hosts. MockTest has no credentials and is refused in
 * production whatever is set.
 */
export const paymentsEnv = baseServiceEnv
  .extend({
    DATABASE_URL: url().default('postgres://postgres@127.0.0.1:5432/ela_payments'),
    HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(4104),
    /** BullMQ's Redis: the reconciliation job. */
    REDIS_URL: url().default('redis://127.0.0.1:6379'),
    /** The shop as customers' browsers reach it: Zarinpal and MockTest send them back to its pages. */
    SHOP_URL: url().default('http://localhost:3000'),
    /** The API as browsers reach it: Parsian's page posts the customer back to it. */
    PUBLIC_API_URL: url().default('http://localhost:4000'),
    /** Longest wait for orders (the order being paid) before a start answers 503. */
    ORDERS_TIMEOUT_MS: millis(100, 60_000, 3000),
    /**
     * Longest wait for a bank's answer. A verification that gets none stays Pending and is settled
     * by reconciliation; keep it below the gateway's REQUEST_TIMEOUT_MS so the customer hears so.
     */
    GATEWAY_TIMEOUT_MS: millis(100, 60_000, 3500),
    ZARINPAL_MERCHANT_ID: z.string().uuid().optional(),
    ZARINPAL_API_URL: url().default('https://payment.zarinpal.com'),
    /** Where customers are sent to pay; the API host unless the two differ (a local simulator). */
    ZARINPAL_PAY_URL: optionalUrl(),
    PARSIAN_LOGIN_ACCOUNT: z.string().min(8).max(100).optional(),
    PARSIAN_API_URL: url().default('https://pec.shaparak.ir'),
    PARSIAN_PAY_URL: optionalUrl(),
    /** The gateway simulator's address; MockTest is offered only when it is set, never in production. */
    MOCK_TEST_URL: optionalUrl(),
    MOCK_TEST_PAY_URL: optionalUrl(),
    /** How often reconciliation asks the gateways about unsettled payments. */
    RECONCILE_EVERY_MS: millis(200, 3_600_000, 60_000),
    /** How long a payment waits for the customer's own return before reconciliation asks the bank. */
    RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
    /** How many unfinished payments one sweep looks at, least recently touched first. */
    RECONCILE_BATCH: z.coerce.number().int().min(1).max(10_000).default(100),
    /**
     * How long a bank keeps a session payable; after it, one still unpaid is failed for good (and
     * its order's stock goes back). Gateways keep theirs 15 to 20 minutes.
     */
    BANK_SESSION_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(86_400)
      .default(20 * 60),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.MOCK_TEST_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['MOCK_TEST_URL'],
        message: 'MockTest takes no money and is never offered in production; unset it',
      });
  });
export type PaymentsConfig = z.infer<typeof paymentsEnv>;

const trim = (u: string) => u.replace(/\/+$/, '');

/** Each gateway's settings, present only when the gateway is offered. */
export function gatewaySettings(config: PaymentsConfig) {
  const shop = trim(config.SHOP_URL);
  return {
    timeoutMs: config.GATEWAY_TIMEOUT_MS,
    zarinpal: config.ZARINPAL_MERCHANT_ID
      ? {
          merchantId: config.ZARINPAL_MERCHANT_ID,
          apiUrl: trim(config.ZARINPAL_API_URL),
          payUrl: config.ZARINPAL_PAY_URL ?? trim(config.ZARINPAL_API_URL),
          callbackUrl: `${shop}/payment/zarinpal/verify`,
        }
      : null,
    parsian: config.PARSIAN_LOGIN_ACCOUNT
      ? {
          loginAccount: config.PARSIAN_LOGIN_ACCOUNT,
          apiUrl: trim(config.PARSIAN_API_URL),
          payUrl: config.PARSIAN_PAY_URL ?? trim(config.PARSIAN_API_URL),
          callbackUrl: `${trim(config.PUBLIC_API_URL)}/payment/parsian/callback`,
          returnPage: `${shop}/payment/parsian/verify`,
        }
      : null,
    mockTest:
      config.MOCK_TEST_URL && config.NODE_ENV !== 'production'
        ? {
            apiUrl: config.MOCK_TEST_URL,
            payUrl: config.MOCK_TEST_PAY_URL ?? config.MOCK_TEST_URL,
            callbackUrl: `${shop}/payment/mock/verify`,
          }
        : null,
  };
}
export type GatewaySettings = ReturnType<typeof gatewaySettings>;
