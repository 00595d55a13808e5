import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { type EventMessage } from '@ela/contracts';
import { ensureEventStream } from './event-streams';

/**
 * Follows one service's events from now on, for replicas that each need every event and keep
 * no state worth an inbox (a cache that drops entries). An ordered consumer: it recreates
 * itself after a reconnect and resumes where it was, so nothing in between is missed, but it
 * may arrive late: `onGap` is told on every disconnect and reconnect, so caches start afresh.
 */
export async function followEvents(
  nc: NatsConnection,
  domain: string,
  prefix: string,
  onEvent: (event: EventMessage) => void,
  onGap: () => void,
): Promise<void> {
  const stream = await ensureEventStream(nc, domain, prefix);
  const consumer = await jetstream(nc).consumers.get(stream, { deliver_policy: DeliverPolicy.New });
  const messages = await consumer.consume();
  void (async () => {
    for await (const msg of messages) {
      try {
        onEvent(msg.json<EventMessage>());
      } catch {
        // Whatever it was, dropping every cached read is the safe answer.
        onEvent({ id: '', subject: msg.subject, occurredAt: '', data: null });
      }
    }
  })();
  void (async () => {
    for await (const status of nc.status())
      if (status.type === 'reconnect' || status.type === 'disconnect') onGap();
  })();
}
