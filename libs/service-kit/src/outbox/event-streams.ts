import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { domainEvents, eventStreamName } from '@ela/contracts';

const DAY_NS = 24 * 60 * 60 * 1e9;

/** How long events stay in a stream; a consumer down longer than this misses them. */
export const EVENT_RETENTION_DAYS = 7;
/** Republished events with the same id inside this window are dropped by JetStream itself. */
const DUPLICATE_WINDOW_NS = 10 * 60 * 1e9;

/** Creates the stream of one service's events if it is missing; every replica may call it. */
export async function ensureEventStream(nc: NatsConnection, domain: string, prefix: string): Promise<string> {
  const jsm: JetStreamManager = await jetstreamManager(nc);
  const name = eventStreamName(domain, prefix);
  try {
    await jsm.streams.info(name);
  } catch {
    await jsm.streams
      .add({
        name,
        subjects: [`${prefix}${domainEvents(domain)}`],
        max_age: EVENT_RETENTION_DAYS * DAY_NS,
        duplicate_window: DUPLICATE_WINDOW_NS,
      })
      // Another replica may have created it between our look and our add.
      .catch(async (error: unknown) => {
        await jsm.streams.info(name).catch(() => {
          throw error;
        });
      });
  }
  return name;
}
