import type { AdminStatus } from '@ela/contracts';
import { createCallerVerifier } from './caller-verifier';
import { AccessTokenSigner } from './access-tokens/access-token-signer';
import { testKeyPair } from './access-tokens/test-keys';
import { ServiceError } from './service-error';

const key = testKeyPair('k1');
const signer = new AccessTokenSigner({
  ACCESS_TOKEN_SIGNING_KEY: key.signing,
  ACCESS_TOKEN_TTL_SECONDS: 900,
});
const config = {
  ACCESS_TOKEN_PUBLIC_KEYS: { keys: [key.public] },
  ADMIN_STATUS_CACHE_MS: 5000,
  CLIENT_STAMP_PUBLIC_KEYS: { keys: [testKeyPair('stamp').public] },
};
const adminToken = (tokenVersion: number) => signer.sign({ id: 'a-1', role: 'admin', tokenVersion });

/** A verifier whose admin status comes from `status` and is never cached. */
const verifierWith = (status: () => Promise<AdminStatus>) => createCallerVerifier(config, { status }, 0);

describe('createCallerVerifier', () => {
  it('lets an active admin in while the token carries the current version', async () => {
    const verifier = verifierWith(async () => ({ active: true, tokenVersion: 2 }));
    expect(await verifier.verify(await adminToken(2))).toEqual({ id: 'a-1', role: 'admin' });
    expect(await verifier.verify(await adminToken(1))).toBeNull();
  });

  it('refuses a deactivated admin', async () => {
    const verifier = verifierWith(async () => ({ active: false, tokenVersion: 2 }));
    expect(await verifier.verify(await adminToken(2))).toBeNull();
  });

  it('fails closed with a 503 when auth cannot say', async () => {
    const verifier = verifierWith(() => Promise.reject(new Error('no responders')));
    const refusal = await verifier.verify(await adminToken(2)).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect((refusal as ServiceError).body.statusCode).toBe(503);
  });

  it('checks customer tokens by signature alone', async () => {
    const status = jest.fn(() => Promise.reject(new Error('not asked')));
    const verifier = createCallerVerifier(config, { status }, 0);
    expect(await verifier.verify(await signer.sign({ id: 'u-1', role: 'user' }))).toEqual({
      id: 'u-1',
      role: 'user',
    });
    expect(await verifier.verify('not.a.token')).toBeNull();
    expect(status).not.toHaveBeenCalled();
  });
});
