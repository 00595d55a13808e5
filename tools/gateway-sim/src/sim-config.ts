import { z } from 'zod';
import { DEV_GATEWAY_CREDENTIALS } from '@ela/service-kit';

/**
 * The simulator's settings. It accepts the credentials the shop's development and test
 * configuration holds, and refuses any other merchant as the real gateways would.
 */
export const simEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4400),
  HOST: z.string().default('0.0.0.0'),
  ZARINPAL_MERCHANT_ID: z.string().uuid().default(DEV_GATEWAY_CREDENTIALS.ZARINPAL_MERCHANT_ID),
  PARSIAN_LOGIN_ACCOUNT: z.string().min(1).default(DEV_GATEWAY_CREDENTIALS.PARSIAN_LOGIN_ACCOUNT),
});
export type SimConfig = z.infer<typeof simEnv>;
