import type IORedis from 'ioredis';
import { SETTLED_AFTER_MS } from '@ela/media';
import type { Logger } from '@ela/service-kit';

/** How long a claimed picture waits before another replica may try it again (a crash, a retry). */
const CLAIM_MS = 30_000;
/** Pictures looked at per sweep; the rest wait for the next one. */
const BATCH = 20;

/**
 * Takes the due members of a sorted set and pushes each one's score a claim ahead, in one step:
 * two replicas sweeping at once never take the same picture, and one that dies holding a picture
 * hands it on when the claim lapses.
 */
const CLAIM_DUE = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
for _, member in ipairs(due) do redis.call('ZADD', KEYS[1], ARGV[2], member) end
return due`;

/**
 * Pictures stored for an upload that its service then refused (a missing article, a bad field):
 * nothing refers to them, so they are released as an owner's release would be. They are kept in
 * Redis, not in memory, so a gateway that stops after the refusal leaves the work to another
 * replica, and they wait until their files are settled (`SETTLED_AFTER_MS`), because a release
 * leaves files written just before it.
 */
export class RefusedUploads {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    private readonly redis: IORedis,
    private readonly prefix: string,
    private readonly release: (key: string) => Promise<void>,
    private readonly logger: Logger,
  ) {}

  /** Records a refused upload's picture; a Redis failure leaves only the files behind. */
  async add(key: string): Promise<void> {
    await this.redis
      .zadd(this.name, Date.now() + SETTLED_AFTER_MS + 1_000, key)
      .catch((error: unknown) => this.logger.warn({ key, err: error }, 'refused upload not recorded'));
  }

  /** Releases the pictures that are due; one that cannot go yet comes back after its claim. */
  async sweep(): Promise<void> {
    const now = Date.now();
    const due = (await this.redis.eval(CLAIM_DUE, 1, this.name, now, now + CLAIM_MS, BATCH)) as string[];
    for (const key of due) {
      try {
        await this.release(key);
        await this.redis.zrem(this.name, key);
      } catch (error) {
        this.logger.info({ key, reason: (error as Error).message }, 'refused upload kept for now');
      }
    }
  }

  start(everyMs: number): void {
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep()
        .catch((error: unknown) => this.logger.warn({ err: error }, 'refused uploads sweep failed'))
        .finally(() => (this.sweeping = undefined));
    }, everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  private get name(): string {
    return `${this.prefix}media:refused`;
  }
}
