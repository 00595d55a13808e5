import { Client } from 'pg';

/** The URL of database `name` on the same server as `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`unsafe database name: ${name}`);
  return `"${name}"`;
};

/** Creates the database when it does not exist yet; true when it was created. */
export function ensureDatabase(serverUrl: string, name: string): Promise<boolean> {
  return withAdminClient(serverUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE ${quote(name)}`);
    return true;
  });
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return withAdminClient(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
  });
}
