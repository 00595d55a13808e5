import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { normalizeIranMobile } from '@ela/contracts';
import { Outbox, loadConfig, migrateLocked, postgresOptions } from '@ela/service-kit';
import { AUTH_ENTITIES, AUTH_MIGRATIONS } from '../entities';
import { AccountsRepository } from '../accounts/accounts.repository';
import { AdminsService } from '../accounts/admins.service';
import { UserEntity } from '../accounts/user.entity';
import { AdminEntity } from '../accounts/admin.entity';
import { RefreshTokensRepository } from '../sessions/refresh-tokens.repository';
import { RefreshTokenEntity } from '../sessions/refresh-token.entity';

const usage = 'usage: npm run admin:deactivate -- --phone 09121234567';

/**
 * Ends an administrator's access: their refresh tokens at once, their access tokens as soon as
 * each verifier's status cache (ADMIN_STATUS_CACHE_MS, 5 s by default) runs out. Works on the
 * database directly, like admin:create, so it works even while the auth service is down.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { phone: { type: 'string' } } });
  const phone = values.phone ? normalizeIranMobile(values.phone) : null;
  if (!phone) throw new Error(`a valid Iranian mobile number is needed\n${usage}`);
  const { DATABASE_URL } = loadConfig(
    z.object({ DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/ela_auth') }),
  );
  const db = new DataSource(postgresOptions(DATABASE_URL, AUTH_ENTITIES, AUTH_MIGRATIONS));
  await db.initialize();
  await migrateLocked(db);
  try {
    const accounts = new AccountsRepository(
      db.getRepository(UserEntity),
      db.getRepository(AdminEntity),
      // No relay here: what it writes goes out at the service's next poll.
      new Outbox(),
    );
    const admins = new AdminsService(
      accounts,
      new RefreshTokensRepository(db.getRepository(RefreshTokenEntity)),
    );
    const admin = await admins.deactivate(phone);
    console.log(`${admin.phone} is no longer an administrator (id ${admin._id}); their sessions are ended`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
