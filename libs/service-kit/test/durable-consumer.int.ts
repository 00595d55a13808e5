import { randomBytes, randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { z } from 'zod';
import { defineEvent, eventStreamName, type EventDef, type EventMessage } from '@ela/contracts';
import { PrivateNatsServer, waitUntil } from '@ela/stack';
import { createLogger } from '../src/logger';
import { DurableConsumer, durableConsumerName, ensureEventStream } from '../src/outbox/index';

const made = defineEvent('testing.thing.made.v1', z.object({ n: z.number().int() }));
const sold = defineEvent('testing.thing.sold.v1', z.object({ n: z.number().int() }));
const seen = defineEvent('testing.thing.seen.v1', z.object({ n: z.number().int() }));
const counted = defineEvent('testing.thing.counted.v1', z.object({ n: z.number().int() }));

const prefix = `test-${randomBytes(4).toString('hex')}.`;
const stream = eventStreamName('testing', prefix);
const logger = createLogger('durable-consumer-test', 'silent');

let nats: PrivateNatsServer;
let nc: NatsConnection;
const running: DurableConsumer<EventDef>[] = [];

beforeAll(async () => {
  nats = await PrivateNatsServer.start();
  nc = await connect({ servers: nats.url });
  await ensureEventStream(nc, 'testing', prefix);
}, 30_000);

afterAll(async () => {
  for (const consumer of running) await consumer.stop();
  await nc?.close();
  await nats?.dispose();
}, 30_000);

async function publish(def: EventDef, n: number): Promise<void> {
  const event: EventMessage = {
    id: randomUUID(),
    subject: def.subject,
    occurredAt: new Date().toISOString(),
    data: { n },
  };
  await jetstream(nc).publish(`${prefix}${def.subject}`, JSON.stringify(event), { msgID: event.id });
}

/** Starts a consumer of `made` and `sold` that notes what it handled. */
async function consumerOf(name: string, apart: boolean): Promise<string[]> {
  const handled: string[] = [];
  const consumer = new DurableConsumer<EventDef>({
    name,
    events: [made, sold],
    natsUrl: nats.url,
    prefix,
    logger,
    apart,
    handle: async (event) => void handled.push(`${event.subject} ${(event.data as { n: number }).n}`),
  });
  running.push(consumer);
  await consumer.start();
  return handled;
}

/** How many messages JetStream delivered to a durable (each skipped one counts). */
async function delivered(durable: string): Promise<number> {
  return (await (await jetstreamManager(nc)).consumers.info(stream, durable)).delivered.consumer_seq;
}

describe('a durable consumer of two events of a stream with three', () => {
  it('apart: each event on a consumer of its own, and the third is never delivered', async () => {
    // As an earlier version left it: one consumer of the whole stream under the plain name.
    await (
      await jetstreamManager(nc)
    ).consumers.add(stream, {
      durable_name: durableConsumerName(prefix, 'apart'),
      ack_policy: AckPolicy.Explicit,
    });
    const handled = await consumerOf('apart', true);
    for (const [def, n] of [
      [made, 1],
      [seen, 2],
      [sold, 3],
      [seen, 4],
      [made, 5],
    ] as const)
      await publish(def, n);
    await waitUntil('three events are handled', async () => handled.length === 3, 10_000);
    expect(handled.sort()).toEqual([`${made.subject} 1`, `${made.subject} 5`, `${sold.subject} 3`]);
    expect(await delivered(durableConsumerName(prefix, `apart-${made.subject}`))).toBe(2);
    expect(await delivered(durableConsumerName(prefix, `apart-${sold.subject}`))).toBe(1);
    await expect(
      (await jetstreamManager(nc)).consumers.info(stream, durableConsumerName(prefix, 'apart')),
    ).rejects.toThrow(/consumer not found/);
  });

  it('together: one consumer, delivered every event of the stream, acknowledging the others unread', async () => {
    const handled = await consumerOf('together', false);
    // It starts from the stream's first event: the five above, then one more of each.
    for (const [def, n] of [
      [made, 6],
      [seen, 7],
    ] as const)
      await publish(def, n);
    await waitUntil('four events are handled', async () => handled.length === 4, 10_000);
    expect(await delivered(durableConsumerName(prefix, 'together'))).toBe(7);
  });
});

describe("a durable consumer's backlog", () => {
  it('counts the events not settled yet, delivered or not, and is empty once all are', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const consumer = new DurableConsumer<EventDef>({
      name: 'backlog',
      events: [counted],
      natsUrl: nats.url,
      prefix,
      logger,
      handle: () => gate,
    });
    running.push(consumer);
    await expect(consumer.backlog()).rejects.toThrow('has not started');
    await consumer.start();
    // The first waits at the gate; the second is delivered behind it, or not yet.
    await publish(counted, 1);
    await publish(counted, 2);
    await waitUntil('both are counted', async () => (await consumer.backlog()) === 2, 10_000);
    open();
    await waitUntil('the backlog is empty', async () => (await consumer.backlog()) === 0, 10_000);
  });
});
