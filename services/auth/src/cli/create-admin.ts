import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { normalizeIranMobile } from '@ela/contracts';
import { Outbox, loadConfig, migrateLocked, postgresOptions } from '@ela/service-kit';
import { AUTH_ENTITIES, AUTH_MIGRATIONS } from '../entities';
import { AccountsRepository } from '../accounts/accounts.repository';
import { UserEntity } from '../accounts/user.entity';
import { AdminEntity } from '../accounts/admin.entity';

const usage = 'usage: npm run admin:create -- --phone 09121234567 [--name "نام"]';

/** Makes a number an administrator (or re-activates it). Runs the migrations first. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { phone: { type: 'string' }, name: { type: 'string' } } });
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
    const admin = await accounts.ensureAdmin(phone, values.name ?? null);
    console.log(`${admin.phone} is an administrator (id ${admin.id})`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
