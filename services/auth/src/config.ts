import { z } from 'zod';
import { CAPTCHA_PROVIDERS, type CaptchaProvider } from '@ela/contracts';
import {
  accessTokenSignerEnv,
  baseServiceEnv,
  checkSigningKeyListed,
  hmacSecret,
  isDevMode,
} from '@ela/service-kit';

const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const authEnv = baseServiceEnv
  .extend(accessTokenSignerEnv.shape)
  .extend({
    DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/ela_auth'),
    REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
    /** Put before every Redis key, so copies of the shop can share one Redis. */
    REDIS_KEY_PREFIX: z.string().default(''),
    HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(4102),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Key of the HMAC that codes are stored under; a leaked Redis alone reveals no code. */
    OTP_SECRET: hmacSecret(),
    OTP_TTL_SECONDS: seconds(120),
    OTP_MAX_ATTEMPTS: seconds(5),
    OTP_RESEND_SECONDS: seconds(60),
    OTP_DAILY_CAP: seconds(10),
    /** Codes one address may ask for per hour, across all numbers. */
    OTP_IP_HOURLY_LIMIT: seconds(30),
    /** Logins one address may try per hour, across all numbers. */
    LOGIN_IP_HOURLY_LIMIT: seconds(60),
    SMS_DRIVER: z.enum(['outbox', 'kavenegar']).default('outbox'),
    SMS_OUTBOX_FILE: z.string().default('var/sms-outbox.jsonl'),
    KAVENEGAR_API_KEY: z.string().optional(),
    KAVENEGAR_TEMPLATE: z.string().default('ela-login'),
    CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).default('none'),
    CAPTCHA_SITE_KEY: z.string().min(1).optional(),
    CAPTCHA_SECRET: z.string().min(1).optional(),
    /** The widget script and verify API of a stand-in provider (the simulator); never in production. */
    CAPTCHA_SCRIPT_URL: z.string().url().optional(),
    CAPTCHA_VERIFY_URL: z.string().url().optional(),
  })
  .superRefine((config, ctx) => {
    checkSigningKeyListed(config, ctx);
    const production = config.NODE_ENV === 'production';
    if (production && config.SMS_DRIVER === 'outbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_DRIVER'],
        message: 'the outbox driver is for development only',
      });
    }
    if (config.SMS_DRIVER === 'kavenegar' && !config.KAVENEGAR_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['KAVENEGAR_API_KEY'],
        message: 'required by the kavenegar driver',
      });
    }
    checkCaptcha(config, ctx);
  });
interface CaptchaSettings {
  NODE_ENV: string;
  CAPTCHA_PROVIDER: CaptchaProvider;
  CAPTCHA_SITE_KEY?: string;
  CAPTCHA_SECRET?: string;
  CAPTCHA_SCRIPT_URL?: string;
  CAPTCHA_VERIFY_URL?: string;
}

/** A provider needs both keys; its addresses are replaced only where no real person logs in. */
function checkCaptcha(config: CaptchaSettings, ctx: z.RefinementCtx): void {
  if (config.CAPTCHA_PROVIDER === 'none') return;
  for (const key of ['CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET'] as const) {
    if (!config[key])
      ctx.addIssue({ code: 'custom', path: [key], message: `required by ${config.CAPTCHA_PROVIDER}` });
  }
  if (!isDevMode(config.NODE_ENV)) {
    for (const key of ['CAPTCHA_SCRIPT_URL', 'CAPTCHA_VERIFY_URL'] as const) {
      if (config[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'a stand-in provider is for development and tests only',
        });
    }
  }
}

export type AuthConfig = z.infer<typeof authEnv>;
export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
/** Auth's own token verifier: admin status read from its database, never cached. */
export const CALLER_VERIFIER = Symbol('CALLER_VERIFIER');
