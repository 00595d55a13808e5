import { AccessTokens, accessTokenEnv, bearerToken, checkAccessTokenConfig } from './access-tokens';

const config = accessTokenEnv.parse({});
const tokens = new AccessTokens(config);

describe('AccessTokens', () => {
  it('round-trips a caller of each role', async () => {
    const user = await tokens.sign({ id: 'u-1', role: 'user' });
    const admin = await tokens.sign({ id: 'a-1', role: 'admin' });
    expect(await tokens.verify(user, 'user')).toEqual({ id: 'u-1', role: 'user' });
    expect(await tokens.verify(admin, 'admin')).toEqual({ id: 'a-1', role: 'admin' });
    expect(await tokens.verifyAny(admin)).toEqual({ id: 'a-1', role: 'admin' });
  });

  it('never takes a customer token as an admin one, or the reverse', async () => {
    expect(await tokens.verify(await tokens.sign({ id: 'u-1', role: 'user' }), 'admin')).toBeNull();
    expect(await tokens.verify(await tokens.sign({ id: 'a-1', role: 'admin' }), 'user')).toBeNull();
  });

  it('refuses a token signed with another key or tampered with', async () => {
    const other = new AccessTokens({ ...config, JWT_USER_SECRET: 'x'.repeat(40) });
    const forged = await other.sign({ id: 'u-1', role: 'user' });
    expect(await tokens.verify(forged, 'user')).toBeNull();
    const good = await tokens.sign({ id: 'u-1', role: 'user' });
    expect(await tokens.verify(`${good.slice(0, -2)}xx`, 'user')).toBeNull();
  });

  it('refuses an expired token', async () => {
    const shortLived = new AccessTokens({ ...config, ACCESS_TOKEN_TTL_SECONDS: 1 });
    const token = await shortLived.sign({ id: 'u-1', role: 'user' });
    await new Promise((r) => setTimeout(r, 2100));
    expect(await shortLived.verify(token, 'user')).toBeNull();
  });

  it('refuses development secrets in production', () => {
    const strict = accessTokenEnv.superRefine(checkAccessTokenConfig);
    expect(strict.safeParse({ NODE_ENV: 'production' }).success).toBe(false);
    const real = {
      NODE_ENV: 'production',
      JWT_USER_SECRET: 'u'.repeat(40),
      JWT_ADMIN_SECRET: 'a'.repeat(40),
    };
    expect(strict.safeParse(real).success).toBe(true);
  });

  it('reads bearer headers', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
