import { z } from 'zod';
import { publicKeySet, signingKeyJwk } from '../secret-schemas';

/** What every token verifier needs (gateway and every service): public keys only. */
export const accessTokenVerifierEnv = z.object({
  /** JWKS JSON: `{"keys":[…]}`; during a rotation it lists the old key and the new one. */
  ACCESS_TOKEN_PUBLIC_KEYS: publicKeySet(),
  /**
   * How long an admin's active flag and token version are trusted before auth is asked again:
   * the longest a deactivated admin's token keeps working. Capped so nobody sets an hour.
   */
  ADMIN_STATUS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
});
export type AccessTokenVerifierConfig = z.infer<typeof accessTokenVerifierEnv>;

/** What only auth needs: the private key and the lifetime of the tokens it signs. */
export const accessTokenSignerEnv = z.object({
  ACCESS_TOKEN_SIGNING_KEY: signingKeyJwk(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(900),
});
export type AccessTokenSignerConfig = z.infer<typeof accessTokenSignerEnv>;

/** Auth must sign with a key that the verifiers list, or nobody would accept its tokens. */
export function checkSigningKeyListed(
  config: AccessTokenSignerConfig & AccessTokenVerifierConfig,
  ctx: z.RefinementCtx,
): void {
  const signing = config.ACCESS_TOKEN_SIGNING_KEY;
  const listed = config.ACCESS_TOKEN_PUBLIC_KEYS.keys.find((key) => key.kid === signing.kid);
  if (listed?.x !== signing.x) {
    ctx.addIssue({
      code: 'custom',
      path: ['ACCESS_TOKEN_PUBLIC_KEYS'],
      message: `must list the public half of ACCESS_TOKEN_SIGNING_KEY (kid ${signing.kid})`,
    });
  }
}
