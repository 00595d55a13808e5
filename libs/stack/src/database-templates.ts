import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { databaseUrl, ensureDatabase } from './databases';
import type { SERVICE_DATABASES } from './stack-config';

type ServiceDatabase = (typeof SERVICE_DATABASES)[number];
/** The kit's `migrateDatabase`, loaded when a template is made (the helpers load no framework). */
type MigrateDatabase = (url: string, entities: unknown[], migrations: unknown[]) => Promise<void>;

/**
 * Node's own require, whatever runs this (jest's module registry included): the services' built
 * schema and the kit it imports are loaded once, as the services themselves load them.
 */
const nodeRequire = createRequire(__filename);
const ROOT = resolve(__dirname, '../../..');
const TEMPLATE_PREFIX = 'ela_tpl_';
const made = new Map<ServiceDatabase, Promise<string | null>>();

/**
 * The name of a database holding `service`'s migrations and nothing else, made on first use: a
 * test stack copies it (`CREATE DATABASE … TEMPLATE`) rather than letting each service migrate an
 * empty database again, about a second of CPU a whole stack. Its name carries a hash of the
 * service's migrations as built, so a changed or added migration makes a new template (and the
 * old one is dropped). Null when it cannot be made (the service not built, say): the stack then
 * migrates as the services do in production.
 */
export function migratedTemplate(serverUrl: string, service: ServiceDatabase): Promise<string | null> {
  let template = made.get(service);
  if (!template) {
    template = makeTemplate(serverUrl, service).catch((error: unknown) => {
      process.stderr.write(`no migrated template for ${service}, it migrates itself: ${String(error)}\n`);
      return null;
    });
    made.set(service, template);
  }
  return template;
}

/**
 * Creates a test stack's database for `service` from its migrated template (or empty, without
 * one). A template dropped meanwhile by a run of newer migrations is made again.
 */
export async function ensureMigratedDatabase(
  serverUrl: string,
  name: string,
  service: ServiceDatabase,
): Promise<boolean> {
  const template = await migratedTemplate(serverUrl, service);
  try {
    return await ensureDatabase(serverUrl, name, template);
  } catch (error) {
    if (!template || !String(error).includes('does not exist')) throw error;
    made.delete(service);
    return ensureDatabase(serverUrl, name, await migratedTemplate(serverUrl, service));
  }
}

async function makeTemplate(serverUrl: string, service: ServiceDatabase): Promise<string> {
  const schema = nodeRequire(resolve(ROOT, `services/${service}/dist/schema.js`)) as {
    ENTITIES: unknown[];
    MIGRATIONS: (new () => unknown)[];
  };
  const hash = createHash('sha256');
  for (const migration of schema.MIGRATIONS) hash.update(`${migration.name}\n${migration.toString()}\n`);
  const name = `${TEMPLATE_PREFIX}${service}_${hash.digest('hex').slice(0, 12)}`;
  const admin = new Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await admin.connect();
  try {
    // Test files start side by side: one makes the template while the others wait for it.
    await admin.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${building}"`);
    const kit = nodeRequire('@ela/service-kit') as { migrateDatabase: MigrateDatabase };
    await kit.migrateDatabase(databaseUrl(serverUrl, building), schema.ENTITIES, schema.MIGRATIONS);
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    await dropOlder(admin, service, name);
    return name;
  } finally {
    await admin.end();
  }
}

/** Templates of earlier migrations of the service; one still being copied from stays. */
async function dropOlder(admin: Client, service: ServiceDatabase, current: string): Promise<void> {
  const older = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2 AND datname NOT LIKE '%\\_building'`,
    [`${TEMPLATE_PREFIX}${service}\\_%`, current],
  );
  for (const { datname } of older.rows)
    await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
}
