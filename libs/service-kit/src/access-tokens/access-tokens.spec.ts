import { SignJWT, base64url, importJWK } from 'jose';
import { AccessTokenSigner } from './access-token-signer';
import { AccessTokenVerifier, bearerToken } from './access-token-verifier';
import { ALGORITHM, AUDIENCE, ISSUER } from './token-claims';
import { testKeyPair } from './test-keys';

const oldKey = testKeyPair('k-2024');
const newKey = testKeyPair('k-2025');
const signer = (key = newKey) =>
  new AccessTokenSigner({ ACCESS_TOKEN_SIGNING_KEY: key.signing, ACCESS_TOKEN_TTL_SECONDS: 900 });
const verifier = (...keys: (typeof newKey)[]) => new AccessTokenVerifier({ keys: keys.map((k) => k.public) });

const customer = { id: 'u-1', role: 'user' } as const;
const admin = { id: 'a-1', role: 'admin', tokenVersion: 3 } as const;

const now = () => Math.floor(Date.now() / 1000);

/** A token with any claims, signed with the real key: what a bug in auth could produce. */
async function craft(claims: Record<string, unknown>) {
  return new SignJWT({ iss: ISSUER, iat: now(), exp: now() + 300, ...claims })
    .setProtectedHeader({ alg: ALGORITHM, kid: newKey.public.kid })
    .sign(await importJWK(newKey.signing, ALGORITHM));
}

describe('access tokens', () => {
  it('round-trip a customer and an admin with its token version', async () => {
    expect(await verifier(newKey).verify(await signer().sign(customer))).toEqual(customer);
    expect(await verifier(newKey).verify(await signer().sign(admin))).toEqual(admin);
  });

  it('keep verifying a token signed with the old key while its public key is listed', async () => {
    const token = await signer(oldKey).sign(customer);
    expect(await verifier(newKey, oldKey).verify(token)).toEqual(customer);
    expect(await verifier(newKey).verify(token)).toBeNull();
  });

  it('refuse a token signed by a key nobody listed, even under a listed kid', async () => {
    const stranger = testKeyPair('k-2025');
    expect(await verifier(newKey).verify(await signer(stranger).sign(admin))).toBeNull();
    expect(await verifier(newKey).verify(await signer(testKeyPair('other')).sign(admin))).toBeNull();
  });

  it('refuse an HS256 token keyed with the public key (algorithm confusion)', async () => {
    const claims = { sub: 'a-1', role: 'admin', ver: 3, aud: AUDIENCE.admin };
    for (const secret of [
      base64url.decode(newKey.public.x),
      new TextEncoder().encode(JSON.stringify(newKey.public)),
    ]) {
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid: newKey.public.kid })
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(secret);
      expect(await verifier(newKey).verify(token)).toBeNull();
    }
  });

  it('refuse an unsigned (alg: none) token', async () => {
    const part = (value: object) => base64url.encode(JSON.stringify(value));
    const payload = {
      sub: 'a-1',
      role: 'admin',
      ver: 3,
      aud: AUDIENCE.admin,
      iss: ISSUER,
      iat: now(),
      exp: now() + 300,
    };
    const token = `${part({ alg: 'none', kid: newKey.public.kid })}.${part(payload)}.`;
    expect(await verifier(newKey).verify(token)).toBeNull();
  });

  it('never take a customer token as an admin one', async () => {
    expect(await verifier(newKey).verify(await signer().sign(customer))).toEqual(customer);
    // Even signed with the real key, role and audience must agree, and an admin needs a version.
    const mixed = [
      { sub: 'u-1', role: 'admin', ver: 1, aud: AUDIENCE.user },
      { sub: 'u-1', role: 'user', aud: AUDIENCE.admin },
      { sub: 'a-1', role: 'admin', aud: AUDIENCE.admin },
      { sub: 'a-1', role: 'admin', ver: 1, aud: [AUDIENCE.admin, AUDIENCE.user] },
    ];
    for (const claims of mixed) expect(await verifier(newKey).verify(await craft(claims))).toBeNull();
  });

  it('refuse an expired, a tampered and a foreign-issuer token', async () => {
    const expired = await craft({ sub: 'u-1', role: 'user', aud: AUDIENCE.user, exp: now() - 60 });
    expect(await verifier(newKey).verify(expired)).toBeNull();
    const good = await signer().sign(customer);
    expect(await verifier(newKey).verify(`${good.slice(0, -2)}xx`)).toBeNull();
    const foreign = await craft({ sub: 'u-1', role: 'user', aud: AUDIENCE.user, iss: 'someone-else' });
    expect(await verifier(newKey).verify(foreign)).toBeNull();
  });

  it('stop taking a remembered token once it expires', async () => {
    const tokens = verifier(newKey);
    const token = await craft({ sub: 'u-1', role: 'user', aud: AUDIENCE.user, exp: now() + 2 });
    expect(await tokens.verify(token)).toEqual(customer);
    jest.useFakeTimers({ now: Date.now() + 3000, doNotFake: ['nextTick', 'setImmediate'] });
    try {
      expect(await tokens.verify(token)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('read bearer headers', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
