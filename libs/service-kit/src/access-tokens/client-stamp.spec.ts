import { generateKeyPairSync } from 'node:crypto';
import { DEV_CLIENT_STAMP_KEY, DEV_CLIENT_STAMP_PUBLIC_KEYS } from '../dev-keys';
import { ClientStampVerifier, ClientStamper } from './client-stamp';

const stamper = new ClientStamper(DEV_CLIENT_STAMP_KEY);
const verifier = new ClientStampVerifier(DEV_CLIENT_STAMP_PUBLIC_KEYS);

describe('the client stamp', () => {
  it('lets a service believe the address and browser the gateway saw', () => {
    const client = stamper.stamp('req-1', '198.51.100.4', 'Mozilla/5.0 (Android 14)');
    expect(verifier.verified(client, 'req-1')).toEqual({
      ip: '198.51.100.4',
      userAgent: 'Mozilla/5.0 (Android 14)',
    });
  });

  it('holds for its own request only: a stamp copied onto another message is refused', () => {
    expect(verifier.verified(stamper.stamp('req-1', '198.51.100.4', 'ua'), 'req-2')).toBeNull();
  });

  it('refuses a changed address or browser, a made-up stamp and no stamp', () => {
    const client = stamper.stamp('req-1', '198.51.100.4', 'ua');
    expect(verifier.verified({ ...client, ip: '203.0.113.66' }, 'req-1')).toBeNull();
    expect(verifier.verified({ ...client, userAgent: 'other' }, 'req-1')).toBeNull();
    expect(verifier.verified({ ...client, stamp: 'dev-stamp-2026.AAAA' }, 'req-1')).toBeNull();
    expect(verifier.verified({ ...client, stamp: `${client.stamp}.x` }, 'req-1')).toBeNull();
    expect(verifier.verified({ ip: client.ip, userAgent: client.userAgent }, 'req-1')).toBeNull();
    expect(verifier.verified(null, 'req-1')).toBeNull();
  });

  it('refuses a stamp made with a key the service does not list, even under a listed kid', () => {
    const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
    const other = new ClientStamper({
      kty: 'OKP',
      crv: 'Ed25519',
      kid: DEV_CLIENT_STAMP_KEY.kid,
      x: jwk.x!,
      d: jwk.d!,
    });
    expect(verifier.verified(other.stamp('req-1', '198.51.100.4', 'ua'), 'req-1')).toBeNull();
  });

  it('cuts what it signs to the lengths a service takes', () => {
    const client = stamper.stamp('req-1', '1'.repeat(100), 'u'.repeat(1000));
    expect(verifier.verified(client, 'req-1')).toEqual({ ip: '1'.repeat(64), userAgent: 'u'.repeat(512) });
  });
});
