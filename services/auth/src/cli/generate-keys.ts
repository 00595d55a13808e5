import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig, publicKeySet } from '@ela/service-kit';
import { z } from 'zod';

const usage = `usage: npm run keys:generate [-- --keep '<current ACCESS_TOKEN_PUBLIC_KEYS>']

Prints fresh secrets as env lines (KEY=value, one per line; # lines are comments), ready for
an env file, \`kubectl create secret … --from-env-file\` or a secret manager.
--keep: rotation. The new public key set also lists the keys given, so tokens signed with the
old key stay valid until they expire; drop the old key from it after ACCESS_TOKEN_TTL_SECONDS.`;

/** A new Ed25519 key pair as JWKs; the kid dates the key, so operators can tell keys apart. */
function newSigningKey() {
  const kid = `ela-${new Date().toISOString().slice(0, 10)}-${randomBytes(3).toString('hex')}`;
  const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  const { d, ...publicPart } = { kty: jwk.kty, crv: jwk.crv, kid, x: jwk.x, d: jwk.d };
  return { signing: { ...publicPart, d }, public: publicPart };
}

function main(): void {
  const { values } = parseArgs({ options: { keep: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) return void console.log(usage);
  const kept = values.keep
    ? loadConfig(z.object({ ACCESS_TOKEN_PUBLIC_KEYS: publicKeySet() }), {
        ACCESS_TOKEN_PUBLIC_KEYS: values.keep,
      }).ACCESS_TOKEN_PUBLIC_KEYS.keys
    : [];
  const key = newSigningKey();
  const stamp = newSigningKey();
  console.log(
    [
      '# auth only; secret',
      `ACCESS_TOKEN_SIGNING_KEY=${JSON.stringify(key.signing)}`,
      `OTP_SECRET=${randomBytes(32).toString('base64url')}`,
      '# gateway only; secret',
      `CLIENT_STAMP_KEY=${JSON.stringify(stamp.signing)}`,
      '# gateway, auth and every service; public',
      `ACCESS_TOKEN_PUBLIC_KEYS=${JSON.stringify({ keys: [key.public, ...kept] })}`,
      `CLIENT_STAMP_PUBLIC_KEYS=${JSON.stringify({ keys: [stamp.public] })}`,
    ].join('\n'),
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
