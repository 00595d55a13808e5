/**
 * DEVELOPMENT AND TEST ONLY. These keys are public (they are in git), so anyone can mint tokens
 * with them: `loadConfig` fills them in only when NODE_ENV is `development` or `test`, and
 * refuses them (and every other committed secret) in any other mode.
 * Real keys come from `npm run keys:generate`.
 */

/** Ed25519 key pair `npm start` and the tests sign and verify access tokens with. */
export const DEV_SIGNING_KEY = {
  kty: 'OKP',
  crv: 'Ed25519',
  kid: 'dev-only-2025',
  x: 'VbpxvDi7TrgKlBQ-MY3NtXJMtJOvn-_ZoNm4MyD1-kA',
  d: 'PZ1eMcxHymF52OO9ASo73DVsEgnL-gDCedDFUj8XOkg',
} as const;

const { d: _private, ...devPublicKey } = DEV_SIGNING_KEY;
export const DEV_PUBLIC_KEYS = { keys: [devPublicKey] };

/** Ed25519 key pair the gateway stamps the client's address with (`client-stamp.ts`). */
export const DEV_CLIENT_STAMP_KEY = {
  kty: 'OKP',
  crv: 'Ed25519',
  kid: 'dev-stamp-2026',
  x: 'avIQe3n1EpUt88aMTLy8ApkR6JYx8r6DnSej5q8vYLU',
  d: '0csTPP6zrLphEd_rqh6Jb0lRHm-DC03q5of3plExL0c',
} as const;

const { d: _stampPrivate, ...devStampPublicKey } = DEV_CLIENT_STAMP_KEY;
export const DEV_CLIENT_STAMP_PUBLIC_KEYS = { keys: [devStampPublicKey] };

/** 32 random bytes, base64url, like the ones `keys:generate` prints. */
export const DEV_OTP_SECRET = '4gr9zyXxF2Ke07sQrVfHhtlUc_p8PZ1bHQTSKPsLXQI';

/**
 * The administrator seeds and tests act as. Auth creates this account at start in development
 * and test only (it has no phone number, so nobody can log in as it by SMS).
 */
export const DEV_SYSTEM_ADMIN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The shop's credentials at the payment gateways in development and test, which the local
 * simulator (`tools/gateway-sim`) accepts and nothing real ever will.
 */
export const DEV_GATEWAY_CREDENTIALS = {
  ZARINPAL_MERCHANT_ID: '6f1c2a9e-4b7d-4e3a-9c58-2d0b7e41a3f6',
  PARSIAN_LOGIN_ACCOUNT: 'q8ZtW3nLx5Rk2Vm7Pc4J',
} as const;

/**
 * The captcha keys the simulator's stand-in ArCaptcha and reCAPTCHA accept (`tools/gateway-sim`);
 * auth may point at a stand-in only in development and test, so nothing real ever sees them.
 */
export const DEV_CAPTCHA_KEYS = {
  CAPTCHA_SITE_KEY: 'ela-dev-captcha-site',
  CAPTCHA_SECRET: 'ela-dev-captcha-secret',
} as const;

/**
 * The media store's key pair in development and test: docker-compose's MinIO is started with it
 * (as its root user), and nothing real ever accepts it.
 */
export const DEV_MEDIA_STORE_CREDENTIALS = {
  S3_ACCESS_KEY_ID: 'ela-dev-media',
  S3_SECRET_ACCESS_KEY: 'KdA_3Abu5vmZNqsAlxGmV9oWLrZXbjxn',
} as const;

/** What development and test get when a secret variable is unset. */
export const DEV_SECRET_DEFAULTS: Readonly<Record<string, string>> = {
  ACCESS_TOKEN_SIGNING_KEY: JSON.stringify(DEV_SIGNING_KEY),
  ACCESS_TOKEN_PUBLIC_KEYS: JSON.stringify(DEV_PUBLIC_KEYS),
  CLIENT_STAMP_KEY: JSON.stringify(DEV_CLIENT_STAMP_KEY),
  CLIENT_STAMP_PUBLIC_KEYS: JSON.stringify(DEV_CLIENT_STAMP_PUBLIC_KEYS),
  OTP_SECRET: DEV_OTP_SECRET,
  ...DEV_GATEWAY_CREDENTIALS,
  ...DEV_MEDIA_STORE_CREDENTIALS,
};

/** Only these modes may use the keys above; an unset NODE_ENV is treated as production. */
export function isDevMode(nodeEnv: string | undefined): boolean {
  return nodeEnv === 'development' || nodeEnv === 'test';
}
