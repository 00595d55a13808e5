import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { databaseUrl, type Stack } from '@ela/stack';

/** A client on the analytics database of a test stack, to read what the worker stored. */
export async function analyticsDb(stack: Stack): Promise<Client> {
  const client = new Client({
    connectionString: databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_analytics`),
  });
  await client.connect();
  return client;
}

/** Polls `read` until `done` holds for its value, or fails after `timeoutMs` with the last value. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline)
      throw new Error(`still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await sleep(100);
    value = await read();
  }
  return value;
}

/** How many events with these ids are stored. */
export async function storedCount(db: Client, ids: string[]): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM analytics_event WHERE event_id = ANY($1::uuid[])',
    [ids],
  );
  return Number(rows[0].n);
}
