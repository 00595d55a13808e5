import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { databaseUrl, type Stack } from '@ela/stack';

/**
 * Moves a refresh token's spending back by a minute, well past the reuse grace, as if it had been
 * spent long ago: tests see what a late reuse does without waiting for the clock.
 */
export async function spendLongAgo(stack: Stack, refreshToken: string): Promise<void> {
  const client = new Client({
    connectionString: databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_auth`),
  });
  await client.connect();
  const hash = createHash('sha256').update(refreshToken).digest('base64url');
  await client
    .query(
      `UPDATE refresh_token SET used_at = now() - interval '1 minute' WHERE token_hash = $1 AND used_at IS NOT NULL`,
      [hash],
    )
    .then((res) => {
      if (res.rowCount !== 1) throw new Error('no spent refresh token to move back');
    })
    .finally(() => client.end());
}
