import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ConfigError, baseServiceEnv, loadConfig } from './config';
import { DEV_PUBLIC_KEYS, DEV_SIGNING_KEY } from './dev-keys';
import { hmacSecret } from './secret-schemas';
import { testKeyPair } from './access-tokens/test-keys';

const schema = baseServiceEnv.extend({ DATABASE_URL: z.string().url() });
const realKeys = JSON.stringify({ keys: [testKeyPair('k1').public] });
const realStampKeys = JSON.stringify({ keys: [testKeyPair('s1').public] });

/** The ConfigError's message, or '' when the config loads. */
function problemsOf(env: NodeJS.ProcessEnv, of: z.ZodType = schema): string {
  try {
    loadConfig(of, env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
}

describe('loadConfig', () => {
  it('applies defaults and coerces numbers', () => {
    const config = loadConfig(schema, {
      HEALTH_PORT: '4101',
      DATABASE_URL: 'postgres://x@h/db',
      ACCESS_TOKEN_PUBLIC_KEYS: realKeys,
      CLIENT_STAMP_PUBLIC_KEYS: realStampKeys,
    });
    expect(config.HEALTH_PORT).toBe(4101);
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.ADMIN_STATUS_CACHE_MS).toBe(5000);
  });

  it('names every missing or malformed variable', () => {
    const text = problemsOf({ HEALTH_PORT: 'eighty', NATS_URL: 'not a url' });
    expect(text).toMatch(/HEALTH_PORT/);
    expect(text).toMatch(/NATS_URL/);
    expect(text).toMatch(/DATABASE_URL/);
  });
});

describe('secrets fail closed', () => {
  const base = {
    HEALTH_PORT: '4101',
    DATABASE_URL: 'postgres://x@h/db',
    CLIENT_STAMP_PUBLIC_KEYS: realStampKeys,
  };

  it('treats an unset NODE_ENV as production: no dev keys, and the missing variable is named', () => {
    expect(problemsOf(base)).toMatch(/ACCESS_TOKEN_PUBLIC_KEYS: required/);
    expect(loadConfig(schema, { ...base, ACCESS_TOKEN_PUBLIC_KEYS: realKeys }).NODE_ENV).toBe('production');
  });

  it('gives development and test the dev keys', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig(schema, { HEALTH_PORT: '4101', DATABASE_URL: 'postgres://x@h/db', NODE_ENV });
      expect(config.ACCESS_TOKEN_PUBLIC_KEYS).toEqual(DEV_PUBLIC_KEYS);
    }
  });

  it('refuses the dev keys, and any committed value, outside development and test', () => {
    const dev = JSON.stringify(DEV_PUBLIC_KEYS);
    expect(problemsOf({ ...base, NODE_ENV: 'production', ACCESS_TOKEN_PUBLIC_KEYS: dev })).toMatch(
      /ACCESS_TOKEN_PUBLIC_KEYS: this value is committed/,
    );
    // The same key material under another kid, re-serialised, is still the dev key.
    const renamed = JSON.stringify({
      keys: [{ x: DEV_SIGNING_KEY.x, kid: 'mine', crv: 'Ed25519', kty: 'OKP' }],
    });
    expect(problemsOf({ ...base, ACCESS_TOKEN_PUBLIC_KEYS: renamed })).toMatch(/committed/);
  });

  it('refuses a private key in the public key set, and duplicate kids', () => {
    const withPrivate = JSON.stringify({ keys: [testKeyPair('k1').signing] });
    expect(problemsOf({ ...base, ACCESS_TOKEN_PUBLIC_KEYS: withPrivate })).toMatch(/private key/);
    const key = testKeyPair('k1').public;
    const twice = JSON.stringify({ keys: [key, { ...testKeyPair('k1').public }] });
    expect(problemsOf({ ...base, ACCESS_TOKEN_PUBLIC_KEYS: twice })).toMatch(/kid must be unique/);
    expect(problemsOf({ ...base, ACCESS_TOKEN_PUBLIC_KEYS: 'not json' })).toMatch(/must be JSON/);
  });

  it('wants HMAC keys of at least 32 encoded bytes', () => {
    const hmac = z.object({ SECRET: hmacSecret() });
    const short = 'dev-only-otp-hmac-key-change-me-000000';
    expect(problemsOf({ SECRET: short }, hmac)).toMatch(/SECRET: must be at least 32 random bytes/);
    expect(problemsOf({ SECRET: randomBytes(31).toString('base64url') }, hmac)).toMatch(/at least 32/);
    expect(problemsOf({ SECRET: 'a'.repeat(64) }, hmac)).toMatch(/at least 32/);
    expect(problemsOf({ SECRET: randomBytes(32).toString('hex') }, hmac)).toBe('');
    expect(problemsOf({ SECRET: randomBytes(32).toString('base64') }, hmac)).toBe('');
  });
});
