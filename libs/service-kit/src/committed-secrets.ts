import { createHash } from 'node:crypto';
import { DEV_CLIENT_STAMP_KEY, DEV_SECRET_DEFAULTS, DEV_SIGNING_KEY } from './dev-keys';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * SHA-256 of every secret value that has ever been in this repository (old dev defaults and
 * the compose and trial-cluster literals). Kept as hashes so the values themselves are no
 * longer grep-able here; git history still has them, which is why production refuses them.
 */
const RETIRED = new Set([
  '65bb713385b0b6d8c10c56aa754ebf8a37b28bff636f09d2556af0e2e1aced00',
  '1a538f4f53ffc03ef41858b61fa70d614c6a0e70acc4a1f2bff183459f3cddfe',
  '978502b1257318d58d45930a2c18c8af7202c42bb2f221656ed1f0d714453e8e',
  '714d8a4422d3996705b3eeff1b84ffb3413f7921414186fd5612270a281723bc',
  'a667235f2469563959f8d27d22fd6550522b42467445434816977b1e0b461c53',
  '7275a8c2d159fc38660e06ed76b8031295170a14b9355c7a9b04bbebeed40655',
  '8723990547b3e1821d6d0995393de4c35fbd316751771c5095fe6d4949f99dea',
  '9ed8652006b247567ee739e09fcc2e49fa15621a4661495f6dcc477a5084d243',
]);

/** Today's dev values, whole and as key material (a JWK may be re-serialised or get another kid). */
const COMMITTED = new Set([
  ...RETIRED,
  ...Object.values(DEV_SECRET_DEFAULTS).map(sha256),
  sha256(DEV_SIGNING_KEY.x),
  sha256(DEV_SIGNING_KEY.d),
  sha256(DEV_CLIENT_STAMP_KEY.x),
  sha256(DEV_CLIENT_STAMP_KEY.d),
]);

/** The strings worth fingerprinting in a value: itself and, for a JWK or JWKS, each key's `x` and `d`. */
function materialOf(value: string): string[] {
  const parts = [value.trim()];
  try {
    const parsed = JSON.parse(value) as { keys?: unknown };
    const keys = Array.isArray(parsed.keys) ? parsed.keys : [parsed];
    for (const key of keys as { x?: unknown; d?: unknown }[]) {
      for (const part of [key?.x, key?.d]) if (typeof part === 'string') parts.push(part);
    }
  } catch {
    // not JSON: only the whole value counts
  }
  return parts;
}

/** Whether a value is, or contains key material of, a secret that was ever committed. */
export function isCommittedSecret(value: string): boolean {
  return materialOf(value).some((part) => COMMITTED.has(sha256(part)));
}
