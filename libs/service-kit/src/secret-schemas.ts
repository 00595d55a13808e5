import { z } from 'zod';

const GENERATE = 'npm run keys:generate prints one';

/** A variable that must be set (development and test get theirs from dev-keys.ts). */
const required = () =>
  z.string({ error: (issue) => (issue.input === undefined ? `required (${GENERATE})` : undefined) });

/** The bytes an encoded key holds: hex first (it is also valid base64), then base64 or base64url. */
function decoded(value: string): Buffer | null {
  if (/^(?:[0-9a-f]{2})+$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return Buffer.from(value, 'base64');
  return null;
}

/** 32 random bytes almost always hold 25 or more distinct values; 16 only catches `aaaa…`-like keys. */
const looksRandom = (bytes: Buffer) => bytes.length >= 32 && new Set(bytes).size >= 16;

/**
 * An HMAC key: at least 32 bytes (256 bits, the size of the SHA-256 the HMAC uses), written as
 * hex or base64. Asking for an encoding rules out typed pass-phrases, which carry far fewer
 * random bits than their length suggests; nothing can prove a value random, hence the generator.
 */
export const hmacSecret = () =>
  required().refine((value) => looksRandom(decoded(value) ?? Buffer.alloc(0)), {
    message: `must be at least 32 random bytes, hex or base64 encoded (${GENERATE})`,
  });

const keyBytes = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 bytes, base64url');

/** One Ed25519 public key as a JWK; `kid` names it in token headers, so keys can rotate. */
const publicJwk = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  kid: z.string().min(1).max(100),
  x: keyBytes,
  alg: z.literal('EdDSA').optional(),
  use: z.literal('sig').optional(),
});
export type PublicJwk = z.infer<typeof publicJwk>;

const json = <S extends z.ZodType>(schema: S) =>
  required()
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** The private key auth signs with: an Ed25519 JWK with `d` and `kid`. */
export const signingKeyJwk = () => json(publicJwk.extend({ d: keyBytes }));
export type SigningJwk = z.infer<ReturnType<typeof signingKeyJwk>>;

/**
 * The public keys tokens are accepted from, as a JWKS: the current key and, during a rotation,
 * the previous one. A private key here would hand the power to mint tokens to every service.
 */
export const publicKeySet = () =>
  json(
    z.object({
      keys: z
        .array(
          z
            .record(z.string(), z.unknown())
            .refine((key) => !('d' in key), 'holds a private key (d): list public keys only')
            .pipe(publicJwk),
        )
        .min(1)
        .refine((keys) => new Set(keys.map((k) => k.kid)).size === keys.length, 'every kid must be unique'),
    }),
  );
export type PublicKeySet = z.infer<ReturnType<typeof publicKeySet>>;
