import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { natsConnection } from '@ela/service-kit/clients';
import { eventStreamName } from '@ela/contracts';

/** Deletes the event streams a test copy of the stack made, so test runs leave no streams behind. */
export async function deleteEventStreams(natsUrl: string, prefix: string): Promise<void> {
  const nc = await connect(natsConnection(natsUrl, 'stack-cleanup'));
  try {
    const jsm = await jetstreamManager(nc);
    const start = eventStreamName('', prefix);
    for await (const name of jsm.streams.names()) if (name.startsWith(start)) await jsm.streams.delete(name);
  } finally {
    await nc.close();
  }
}
