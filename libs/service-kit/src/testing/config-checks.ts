import { generateKeyPairSync } from 'node:crypto';
import type { z } from 'zod';
import { ConfigError, loadConfig } from '../config';

/** A fresh Ed25519 signing key and the public key set that checks it, as `npm run keys:generate` prints them. */
export function freshSigningKeys(kid: string): { signingKey: string; publicKeys: string } {
  const { x, d } = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  return {
    signingKey: JSON.stringify({ kty: 'OKP', crv: 'Ed25519', kid, x, d }),
    publicKeys: JSON.stringify({ keys: [{ kty: 'OKP', crv: 'Ed25519', kid, x }] }),
  };
}

/** A fresh public key set, as `npm run keys:generate` prints one. */
export const freshPublicKeys = (kid: string): string => freshSigningKeys(kid).publicKeys;

/** The environment a service needs outside development: its verifier keys, freshly made. */
export const productionVerifierEnv = () => ({
  NODE_ENV: 'production',
  ACCESS_TOKEN_PUBLIC_KEYS: freshPublicKeys('k1'),
  CLIENT_STAMP_PUBLIC_KEYS: freshPublicKeys('s1'),
});

/** What loading `schema` from `env` refuses, as its message says it ('' when it loads). */
export function configProblems(schema: z.ZodType, env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(schema, env);
    return '';
  } catch (error) {
    return error instanceof ConfigError ? error.message : String(error);
  }
}
