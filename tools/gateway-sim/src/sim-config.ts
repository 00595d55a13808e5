import { z } from 'zod';
import { DEV_CAPTCHA_KEYS, DEV_GATEWAY_CREDENTIALS } from '@ela/service-kit/dev-keys';

/**
 * The simulator's settings. It accepts the credentials the shop's development and test
 * configuration holds, and refuses any other merchant (or captcha site) as the real services would.
 */
export const simEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4400),
  HOST: z.string().default('0.0.0.0'),
  ZARINPAL_MERCHANT_ID: z.string().uuid().default(DEV_GATEWAY_CREDENTIALS.ZARINPAL_MERCHANT_ID),
  PARSIAN_LOGIN_ACCOUNT: z.string().min(1).default(DEV_GATEWAY_CREDENTIALS.PARSIAN_LOGIN_ACCOUNT),
  /** The one site the stand-in captcha providers know. */
  CAPTCHA_SITE_KEY: z.string().min(1).default(DEV_CAPTCHA_KEYS.CAPTCHA_SITE_KEY),
  CAPTCHA_SECRET: z.string().min(1).default(DEV_CAPTCHA_KEYS.CAPTCHA_SECRET),
});
export type SimConfig = z.infer<typeof simEnv>;
