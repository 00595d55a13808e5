import { randomBytes, randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { z } from 'zod';
import { defineEvent, defineNotice, eventStreamName, type EventMessage } from '@ela/contracts';
import { PrivateNatsServer, databaseUrl, dropDatabase, ensureDatabase } from '@ela/stack';
import { migrateLocked, postgresOptions } from '../src/data-source';
import { createLogger } from '../src/logger';
import { StatementRefused, asOneStatement } from '../src/one-statement';
import { CreateStatementRefusal1768900000000 } from '../src/one-statement.migration';
import { CreateOutbox1764400000000, EventConsumer, Outbox, OutboxRelay } from '../src/outbox/index';

const thingMade = defineEvent('testing.thing.made.v1', z.object({ n: z.number().int() }).strict());
const thingChanged = defineNotice('testing.thing.changed.v1');

class CreateThings1700000000001 implements MigrationInterface {
  name = 'CreateThings1700000000001';
  async up(db: QueryRunner) {
    await db.query('CREATE TABLE thing (n int PRIMARY KEY)');
    await db.query('CREATE TABLE received (event_id uuid NOT NULL, n int NOT NULL)');
  }
  async down(db: QueryRunner) {
    await db.query('DROP TABLE received');
    await db.query('DROP TABLE thing');
  }
}

const server = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ela_test_outbox_${randomBytes(4).toString('hex')}`;
const prefix = `test-${randomBytes(4).toString('hex')}.`;
const logger = createLogger('outbox-test', 'silent');

let nats: PrivateNatsServer;
let db: DataSource;
let outbox: Outbox;
let relay: OutboxRelay;
let consumer: EventConsumer<typeof thingMade>;

beforeAll(async () => {
  nats = await PrivateNatsServer.start();
  await ensureDatabase(server, name);
  db = await new DataSource(
    postgresOptions(
      databaseUrl(server, name),
      [],
      [CreateOutbox1764400000000, CreateThings1700000000001, CreateStatementRefusal1768900000000],
    ),
  ).initialize();
  await migrateLocked(db);
  outbox = new Outbox();
  // Polls once a minute: every event here goes out on the nudge of the outbox that writes it, after
  // gathering for 1 s (five
  // concurrent commits once spread past 300 ms in CI, beside three other files, and made two batches).
  relay = new OutboxRelay(
    db,
    {
      domain: 'testing',
      natsUrl: nats.url,
      prefix,
      pollMs: 60_000,
      gatherMs: 1_000,
      logger,
    },
    outbox,
  );
  relay.start();
  consumer = new EventConsumer(db, {
    name: 'testing-receiver',
    events: [thingMade],
    natsUrl: nats.url,
    prefix,
    logger,
    handle: async (event: EventMessage, _def, tx) => {
      const { n } = event.data as { n: number };
      await tx.query('INSERT INTO received (event_id, n) VALUES ($1, $2)', [event.id, n]);
    },
  });
  await consumer.start();
}, 30_000);

// Stopping the consumer and the relay, closing their connections and dropping the database took
// longer than jest's default 5 s once, beside three other files on a slow machine.
afterAll(async () => {
  await consumer?.stop();
  await relay?.stop();
  await db?.destroy();
  await nats?.dispose();
  await dropDatabase(server, name);
}, 30_000);

/** Makes a thing and its event in one transaction, as a service's write does. */
async function makeThing(n: number): Promise<EventMessage> {
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO thing (n) VALUES ($1)', [n]);
    return outbox.add(tx, thingMade, { n });
  });
}

async function receivedCount(eventId: string): Promise<number> {
  const rows: { count: string }[] = await db.query('SELECT count(*) FROM received WHERE event_id = $1', [
    eventId,
  ]);
  return Number(rows[0].count);
}

async function waitUntilReceived(eventId: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await receivedCount(eventId)) === 0) {
    if (Date.now() > deadline) throw new Error(`event ${eventId} never arrived`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('delivers an event written with its change exactly once', async () => {
  const event = await makeThing(1);
  await waitUntilReceived(event.id);
  expect(await receivedCount(event.id)).toBe(1);
});

it('publishes commits that land close together in one batch', async () => {
  const events = await Promise.all([201, 202, 203, 204, 205].map((n) => makeThing(n)));
  for (const event of events) await waitUntilReceived(event.id);
  // One transaction marks a batch: now() is its start, the same for every row it marked.
  const batches: { count: string }[] = await db.query(
    'SELECT count(DISTINCT published_at) FROM outbox_event WHERE id = ANY($1)',
    [events.map((e) => e.id)],
  );
  expect(Number(batches[0].count)).toBe(1);
});

it('is not held back by commits that keep coming while it gathers', async () => {
  const first = await makeThing(301);
  const deadline = Date.now() + 10_000;
  // A commit every 50 ms, far inside the 1 s gathering: the first goes out all the same.
  for (let n = 302; (await receivedCount(first.id)) === 0; n++) {
    expect(Date.now()).toBeLessThan(deadline);
    await makeThing(n);
    await new Promise((r) => setTimeout(r, 50));
  }
});

it('publishes, at its next poll, what was written where no relay is nudged (another process)', async () => {
  const elsewhere = new Outbox();
  const polling = new OutboxRelay(db, { domain: 'testing', natsUrl: nats.url, prefix, pollMs: 200, logger });
  polling.start();
  try {
    // Its first look at start has found nothing: the event waits for a later one.
    await new Promise((r) => setTimeout(r, 300));
    const event = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO thing (n) VALUES ($1)', [351]);
      return elsewhere.add(tx, thingMade, { n: 351 });
    });
    await waitUntilReceived(event.id, 10_000);
    expect(await receivedCount(event.id)).toBe(1);
  } finally {
    await polling.stop();
  }
});

it('writes several events of one kind in one statement, each delivered once with its own payload', async () => {
  const events = await db.transaction(async (tx) => {
    await tx.query('INSERT INTO thing (n) SELECT unnest($1::int[])', [[401, 402, 403]]);
    return outbox.addAll(tx, thingMade, [{ n: 401 }, { n: 402 }, { n: 403 }]);
  });
  expect(new Set(events.map((e) => e.id)).size).toBe(3);
  for (const event of events) await waitUntilReceived(event.id);
  const received: { n: number }[] = await db.query(
    'SELECT n FROM received WHERE event_id = ANY($1) ORDER BY n',
    [events.map((e) => e.id)],
  );
  expect(received.map((r) => r.n)).toEqual([401, 402, 403]);
  // One payload its schema refuses keeps the whole batch out.
  await expect(
    db.transaction((tx) => outbox.addAll(tx, thingMade, [{ n: 404 }, { n: 4.5 }])),
  ).rejects.toThrow();
  const refused: unknown[] = await db.query(
    `SELECT id FROM outbox_event WHERE payload->'data'->>'n' = '404'`,
  );
  expect(refused).toHaveLength(0);
  // Nothing to add asks nothing of the database: no transaction is even needed.
  expect(await outbox.addAll(null as never, thingMade, [])).toEqual([]);
});

it("runs the caller's own statements and the events as one, answering the first's rows and every count", async () => {
  const things = (ns: number[]) => ({
    sql: 'INSERT INTO thing (n) SELECT unnest($1::int[]) RETURNING n',
    params: [ns],
  });
  const none = { sql: 'DELETE FROM thing WHERE n = $1 RETURNING n', params: [599] };
  const { statement, messages } = outbox.adding(thingMade, [{ n: 501 }]);
  const answer = await db.transaction((tx) => asOneStatement(tx, [things([501, 502]), none, statement]));
  expect(answer.rows.map((r) => r.n).sort()).toEqual([501, 502]);
  expect(answer.counts).toEqual([2, 0, 1]);
  await waitUntilReceived(messages[0].id);
  // A first statement without RETURNING answers no rows, and no count of its own.
  const quiet = await db.transaction((tx) =>
    asOneStatement(tx, [{ sql: 'INSERT INTO thing (n) VALUES ($1)', params: [503] }, things([504])]),
  );
  expect(quiet).toEqual({ rows: [], counts: [null, 1] });
  // A rollback keeps neither the caller's rows nor the events.
  const late = outbox.adding(thingMade, [{ n: 505 }]);
  await expect(
    db.transaction(async (tx) => {
      await asOneStatement(tx, [things([505]), late.statement]);
      throw new Error('called off');
    }),
  ).rejects.toThrow('called off');
  const after: { n: number }[] = await db.query('SELECT n FROM thing WHERE n BETWEEN 501 AND 599 ORDER BY n');
  expect(after.map((t) => t.n)).toEqual([501, 502, 503, 504]);
  const kept: unknown[] = await db.query(`SELECT id FROM outbox_event WHERE payload->'data'->>'n' = '505'`);
  expect(kept).toHaveLength(0);
});

it('undoes the whole statement when one with a refusal answers other than one row, in a transaction or not', async () => {
  const insert = (n: number) => ({ sql: 'INSERT INTO thing (n) VALUES ($1) RETURNING n', params: [n] });
  const gone = (n: number) => ({
    sql: 'DELETE FROM thing WHERE n = $1 RETURNING n',
    params: [n],
    refusal: 'testing.thing_gone',
  });
  const pending = async (n: number) =>
    (await db.query(`SELECT id FROM outbox_event WHERE payload->'data'->>'n' = $1`, [String(n)])).length;
  await db.query('INSERT INTO thing (n) VALUES (601)');

  // Outside a transaction: the refused statement's insert and event are not kept.
  const refused = outbox.adding(thingMade, [{ n: 602 }]);
  const error = await asOneStatement(db.manager, [insert(602), gone(699), refused.statement]).catch((e) => e);
  expect(error).toBeInstanceOf(StatementRefused);
  expect((error as StatementRefused).refusal).toBe('testing.thing_gone');
  expect(await pending(602)).toBe(0);

  // Its one row found, it commits as it ends; the count of the refusal's statement comes back too.
  const kept = outbox.adding(thingMade, [{ n: 603 }]);
  const answer = await asOneStatement(db.manager, [insert(603), gone(601), kept.statement]);
  expect(answer.counts).toEqual([1, 1, 1]);
  await waitUntilReceived(kept.messages[0].id);

  // Inside one, the refusal stops the transaction before the caller's next statement.
  await db.query('INSERT INTO thing (n) VALUES (604)');
  const twice = {
    sql: 'DELETE FROM thing WHERE n >= $1 RETURNING n',
    params: [603],
    refusal: 'testing.not_one',
  };
  await expect(
    db.transaction(async (tx) => {
      await asOneStatement(tx, [insert(605), twice]);
      await tx.query('INSERT INTO thing (n) VALUES (606)');
    }),
  ).rejects.toThrow(StatementRefused);
  // A database error that is no refusal of its own passes through as it is.
  await expect(asOneStatement(db.manager, [insert(604), gone(601)])).rejects.not.toThrow(StatementRefused);
  const things: { n: number }[] = await db.query(
    'SELECT n FROM thing WHERE n BETWEEN 601 AND 699 ORDER BY n',
  );
  expect(things.map((t) => t.n)).toEqual([603, 604]);
});

it('publishes the last of equal notices a batch holds, and every other event, marking all published', async () => {
  const [a, b] = [randomUUID(), randomUUID()];
  const written = await db.transaction(async (tx) => {
    const notices = [
      ...(await outbox.addAll(tx, thingChanged, [{ id: a }, { id: a }, { id: b }])),
      ...(await outbox.add(tx, thingChanged, { id: a }).then((m) => [m])),
    ];
    // Equal events that are not notices are each a fact of their own.
    const made = await outbox.addAll(tx, thingMade, [{ n: 601 }, { n: 601 }]);
    return { notices, made };
  });
  for (const event of written.made) await waitUntilReceived(event.id);
  const marked: { count: string }[] = await db.query(
    'SELECT count(*) FROM outbox_event WHERE id = ANY($1) AND published_at IS NOT NULL',
    [[...written.notices, ...written.made].map((e) => e.id)],
  );
  expect(Number(marked[0].count)).toBe(6);
  const nc = await connect({ servers: nats.url });
  try {
    const stream = eventStreamName('testing', prefix);
    const consumer = await jetstream(nc).consumers.get(stream, {
      deliver_policy: DeliverPolicy.All,
      filter_subjects: `${prefix}${thingChanged.subject}`,
    });
    const sent: string[] = [];
    for (let left = (await consumer.info()).num_pending; left > 0; left--) {
      const message = await consumer.next({ expires: 5_000 });
      if (message) sent.push(message.json<EventMessage>().id);
    }
    // a, a, b, a: b, then the last a.
    expect(sent).toEqual([written.notices[2].id, written.notices[3].id]);
  } finally {
    await nc.close();
  }
  for (const event of written.made) expect(await receivedCount(event.id)).toBe(1);
});

it('does not write the event when the change rolls back', async () => {
  await expect(
    db.transaction(async (tx) => {
      await outbox.add(tx, thingMade, { n: 2 });
      await tx.query('INSERT INTO thing (n) VALUES (1)'); // duplicate key: the whole write fails
    }),
  ).rejects.toThrow();
  const rows: unknown[] = await db.query(`SELECT id FROM outbox_event WHERE payload->'data'->>'n' = '2'`);
  expect(rows).toHaveLength(0);
});

it('delivers an event written while NATS is down, once, after NATS comes back', async () => {
  await nats.halt();
  const event = await makeThing(3);
  // Long enough for the relay to have failed to publish a few times.
  await new Promise((r) => setTimeout(r, 1_500));
  expect(await receivedCount(event.id)).toBe(0);
  await nats.resume();
  await waitUntilReceived(event.id, 30_000);
  const published: { published_at: Date | null }[] = await db.query(
    'SELECT published_at FROM outbox_event WHERE id = $1',
    [event.id],
  );
  expect(published[0].published_at).not.toBeNull();
  expect(await receivedCount(event.id)).toBe(1);
}, 60_000);

it('handles a redelivered event only once', async () => {
  const event = await makeThing(4);
  await waitUntilReceived(event.id);
  // A relay that crashed after publishing but before marking the row sends it again; past the
  // stream's duplicate window it reaches the consumer a second time.
  const nc = await connect({ servers: nats.url });
  try {
    await jetstream(nc).publish(`${prefix}${thingMade.subject}`, JSON.stringify(event), {
      msgID: `${event.id}-again`,
    });
    const marker = await makeThing(5);
    await waitUntilReceived(marker.id);
  } finally {
    await nc.close();
  }
  expect(await receivedCount(event.id)).toBe(1);
});
