import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { ClientInfo, StampedClient } from '@ela/contracts';
import type { PublicKeySet, SigningJwk } from '../secret-schemas';

const MAX_IP = 64;
const MAX_USER_AGENT = 512;

/** What a stamp signs: the request it came with, and the client as the gateway saw it. */
function signedBytes(requestId: string, client: ClientInfo): Buffer {
  return Buffer.from(JSON.stringify([requestId, client.ip, client.userAgent]), 'utf8');
}

/**
 * The gateway's half: signs the client's address and browser with the request id, so a service
 * can tell them from an address any other NATS client wrote into an envelope. The key names
 * itself (`kid`), so a new key can be listed beside the old one during a rotation.
 */
export class ClientStamper {
  private readonly key: KeyObject;
  private readonly kid: string;

  constructor(jwk: SigningJwk) {
    this.key = createPrivateKey({ key: { ...jwk }, format: 'jwk' });
    this.kid = jwk.kid;
  }

  stamp(requestId: string, ip: string, userAgent: string): StampedClient {
    const client = { ip: ip.slice(0, MAX_IP), userAgent: userAgent.slice(0, MAX_USER_AGENT) };
    const signature = sign(null, signedBytes(requestId, client), this.key).toString('base64url');
    return { ...client, stamp: `${this.kid}.${signature}` };
  }
}

/** A service's half: the client of an envelope, when the gateway's stamp on it holds; else null. */
export class ClientStampVerifier {
  private readonly keys: Map<string, KeyObject>;

  constructor(keySet: PublicKeySet) {
    this.keys = new Map(
      keySet.keys.map((jwk) => [jwk.kid, createPublicKey({ key: { ...jwk }, format: 'jwk' })]),
    );
  }

  verified(value: unknown, requestId: unknown): ClientInfo | null {
    const client = value as Partial<StampedClient> | null | undefined;
    if (
      typeof requestId !== 'string' ||
      typeof client?.ip !== 'string' ||
      typeof client.userAgent !== 'string' ||
      typeof client.stamp !== 'string' ||
      client.ip.length > MAX_IP ||
      client.userAgent.length > MAX_USER_AGENT
    )
      return null;
    const [kid, signature, extra] = client.stamp.split('.');
    const key = this.keys.get(kid);
    if (!key || signature === undefined || extra !== undefined) return null;
    const info = { ip: client.ip, userAgent: client.userAgent };
    return verify(null, signedBytes(requestId, info), key, Buffer.from(signature, 'base64url')) ? info : null;
  }
}
