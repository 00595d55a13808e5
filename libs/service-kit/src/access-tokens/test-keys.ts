import { generateKeyPairSync } from 'node:crypto';
import type { PublicJwk, SigningJwk } from '../secret-schemas';

/** A fresh Ed25519 key pair as JWKs, for tests. */
export function testKeyPair(kid: string): { signing: SigningJwk; public: PublicJwk } {
  const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  const publicKey = { kty: 'OKP' as const, crv: 'Ed25519' as const, kid, x: jwk.x! };
  return { signing: { ...publicKey, d: jwk.d! }, public: publicKey };
}
