import { z } from 'zod';
import { publicKeySet, signingKeyJwk, type PublicKeySet, type SigningJwk } from '../secret-schemas';

/** What every token verifier needs (gateway and every service): public keys only. */
export const accessTokenVerifierEnv = z.object({
  /** JWKS JSON: `{"keys":[…]}`; during a rotation it lists the old key and the new one. */
  ACCESS_TOKEN_PUBLIC_KEYS: publicKeySet(),
  /**
   * How long an admin's active flag and token version are trusted before auth is asked again:
   * the longest a deactivated admin's token keeps working. Capped so nobody sets an hour.
   */
  ADMIN_STATUS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** JWKS JSON of the keys the gateway stamps client addresses with (`client-stamp.ts`). */
  CLIENT_STAMP_PUBLIC_KEYS: publicKeySet(),
});
export type AccessTokenVerifierConfig = z.infer<typeof accessTokenVerifierEnv>;

/** What only auth needs: the private key and the lifetime of the tokens it signs. */
export const accessTokenSignerEnv = z.object({
  ACCESS_TOKEN_SIGNING_KEY: signingKeyJwk(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(900),
});
export type AccessTokenSignerConfig = z.infer<typeof accessTokenSignerEnv>;

/** A key must sign with a kid its verifiers list, with the same public half, or nothing it signs holds. */
export function checkKeyListed(
  signing: { name: string; key: SigningJwk },
  listed: { name: string; keys: PublicKeySet },
  ctx: z.RefinementCtx,
): void {
  const match = listed.keys.keys.find((key) => key.kid === signing.key.kid);
  if (match?.x !== signing.key.x)
    ctx.addIssue({
      code: 'custom',
      path: [listed.name],
      message: `must list the public half of ${signing.name} (kid ${signing.key.kid})`,
    });
}

/** Auth must sign with a key that the verifiers list, or nobody would accept its tokens. */
export function checkSigningKeyListed(
  config: AccessTokenSignerConfig & AccessTokenVerifierConfig,
  ctx: z.RefinementCtx,
): void {
  checkKeyListed(
    { name: 'ACCESS_TOKEN_SIGNING_KEY', key: config.ACCESS_TOKEN_SIGNING_KEY },
    { name: 'ACCESS_TOKEN_PUBLIC_KEYS', keys: config.ACCESS_TOKEN_PUBLIC_KEYS },
    ctx,
  );
}

/** What only the gateway needs: the private key it stamps client addresses with. */
export const clientStampSignerEnv = z.object({ CLIENT_STAMP_KEY: signingKeyJwk() });
