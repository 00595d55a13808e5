import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { ConfigError, DEV_OTP_SECRET, DEV_SIGNING_KEY, loadConfig } from '@ela/service-kit';
import { authEnv } from './config';

function newKey(kid: string) {
  const { x, d } = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  return { kty: 'OKP', crv: 'Ed25519', kid, x, d };
}
const key = newKey('k1');
const { d: _d, ...publicKey } = key;
const production = {
  NODE_ENV: 'production',
  SMS_DRIVER: 'kavenegar',
  KAVENEGAR_API_KEY: 'k',
  ACCESS_TOKEN_SIGNING_KEY: JSON.stringify(key),
  ACCESS_TOKEN_PUBLIC_KEYS: JSON.stringify({ keys: [publicKey] }),
  OTP_SECRET: randomBytes(32).toString('base64url'),
};

const problemsOf = (env: NodeJS.ProcessEnv): string => {
  try {
    loadConfig(authEnv, env);
    return '';
  } catch (error) {
    return error instanceof ConfigError ? error.message : String(error);
  }
};

describe('auth config', () => {
  it('starts in development with no secrets set, on the dev keys', () => {
    const config = loadConfig(authEnv, { NODE_ENV: 'development' });
    expect(config.ACCESS_TOKEN_SIGNING_KEY.kid).toBe(DEV_SIGNING_KEY.kid);
    expect(config.OTP_SECRET).toBe(DEV_OTP_SECRET);
  });

  it('refuses to start without NODE_ENV and keys, naming each missing one', () => {
    const text = problemsOf({});
    for (const name of ['ACCESS_TOKEN_SIGNING_KEY', 'ACCESS_TOKEN_PUBLIC_KEYS', 'OTP_SECRET'])
      expect(text).toMatch(new RegExp(`${name}: required`));
  });

  it('starts in production with generated keys', () => {
    expect(problemsOf(production)).toBe('');
  });

  it('refuses the dev keys and the dev OTP secret in production', () => {
    expect(problemsOf({ ...production, OTP_SECRET: DEV_OTP_SECRET })).toMatch(
      /OTP_SECRET: this value is committed/,
    );
    const dev = { ...production, ACCESS_TOKEN_SIGNING_KEY: JSON.stringify(DEV_SIGNING_KEY) };
    expect(problemsOf(dev)).toMatch(/ACCESS_TOKEN_SIGNING_KEY/);
  });

  it('refuses a short OTP secret', () => {
    expect(problemsOf({ ...production, OTP_SECRET: randomBytes(16).toString('hex') })).toMatch(
      /OTP_SECRET: must be at least 32 random bytes/,
    );
  });

  it('refuses a signing key whose public half the verifiers do not list', () => {
    const other = newKey('k2');
    expect(problemsOf({ ...production, ACCESS_TOKEN_SIGNING_KEY: JSON.stringify(other) })).toMatch(
      /ACCESS_TOKEN_PUBLIC_KEYS: must list the public half of ACCESS_TOKEN_SIGNING_KEY \(kid k2\)/,
    );
  });
});
