import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  IMAGE_SIZES,
  MEDIA_OWNERS,
  MEDIA_RELEASE_CONSUMER,
  eventStreamName,
  imageUrl,
  type EventMessage,
  type ImageSize,
  type MediaOwner,
} from '@ela/contracts';
import { durableConsumerName, natsConnection } from '@ela/service-kit/clients';
import { waitUntil } from './dev-loop';
import { natsUrlAs } from './nats-users';
import type { Stack } from './stack';

/** What the gateway answers for each size of a stored image, by its key. */
export async function imageStatuses(apiUrl: string, key: string): Promise<number[]> {
  return Promise.all(
    (Object.keys(IMAGE_SIZES) as ImageSize[]).map(async (size) => {
      const res = await fetch(`${apiUrl}${imageUrl(key, size)}`);
      await res.arrayBuffer();
      return res.status;
    }),
  );
}

/** Waits until every size of an image answers 404 (its files deleted); fails after `timeoutMs`. */
export async function waitUntilImageGone(apiUrl: string, key: string, timeoutMs = 10_000): Promise<void> {
  await waitUntil(
    `the files of image ${key} are deleted`,
    async () => (await imageStatuses(apiUrl, key)).every((status) => status === 404),
    timeoutMs,
  );
}

/** Where the gateway stands with an owner's latest release. */
export type ReleaseProgress = 'unpublished' | 'waiting' | 'put-off' | 'settled';

/**
 * Follows, in JetStream itself, how far the gateway's release consumer is with what the owners
 * announce, so a test can wait for a release to be handled instead of for a while. It looks as
 * `operator` (reading streams and consumers is for people inspecting NATS) on a NATS with users.
 */
export class ReleaseWatch {
  private constructor(
    private readonly nc: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly prefix: string,
  ) {}

  static async open(stack: Stack): Promise<ReleaseWatch> {
    const users = stack.config.natsUsers;
    const url = users ? natsUrlAs(users.url, 'operator', users.passwords.operator) : stack.config.natsUrl;
    const nc = await connect(natsConnection(url, 'test-release-watch'));
    return new ReleaseWatch(nc, await jetstreamManager(nc), stack.config.natsPrefix);
  }

  /**
   * `unpublished` until the owner's latest release names `key`; then `waiting` for the gateway,
   * `put-off` once delivered again without being acknowledged (held back), or `settled`: it and
   * everything before it acknowledged (the files deleted, or found in use by another owner).
   */
  async progress(owner: MediaOwner['service'], key: string): Promise<ReleaseProgress> {
    const { released } = MEDIA_OWNERS.find((o) => o.service === owner)!;
    const stream = eventStreamName(owner, this.prefix);
    const last = await this.jsm.streams
      .getMessage(stream, { last_by_subj: `${this.prefix}${released.subject}` })
      .catch(() => null);
    if (!last?.json<EventMessage<{ keys: string[] }>>().data.keys.includes(key)) return 'unpublished';
    const consumer = await this.jsm.consumers.info(
      stream,
      durableConsumerName(this.prefix, MEDIA_RELEASE_CONSUMER),
    );
    if (consumer.ack_floor.stream_seq >= last.seq) return 'settled';
    return consumer.delivered.stream_seq >= last.seq && consumer.num_redelivered > 0 ? 'put-off' : 'waiting';
  }

  /** Waits until the owner's release of `key` reaches `progress`; fails after `timeoutMs`. */
  async until(
    owner: MediaOwner['service'],
    key: string,
    progress: ReleaseProgress,
    timeoutMs = 15_000,
  ): Promise<void> {
    await waitUntil(
      `the ${owner}'s release of ${key} is ${progress}`,
      async () => (await this.progress(owner, key)) === progress,
      timeoutMs,
    );
  }

  async close(): Promise<void> {
    await this.nc.close();
  }
}
