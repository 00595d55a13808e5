import { randomUUID } from 'node:crypto';
import type IORedis from 'ioredis';
import type { ServiceResult } from '@ela/service-kit';

/**
 * How long an upload counts as on its way when nobody says it arrived: its gateway died, or its
 * service never answered and may still save it. Releases of that picture wait this long at most.
 */
const MARK_LIFETIME_MS = 10 * 60_000;

/** One upload on its way, as marked in Redis. */
export interface UploadMark {
  key: string;
  id: string;
}

/**
 * Uploads whose files are stored but whose service has not answered yet, in Redis so that every
 * gateway replica sees them. Between the two, no owner knows of the picture, so a release of the
 * same bytes must wait rather than trust the owners' "not ours". One sorted set per image key:
 * each upload is a member scored by when its mark lapses.
 */
export class UploadsInFlight {
  constructor(
    private readonly redis: IORedis,
    private readonly prefix: string,
  ) {}

  /** Marks an upload before its files are written; fails while Redis is away. */
  async begin(key: string): Promise<UploadMark> {
    const mark = { key, id: randomUUID() };
    const name = this.name(key);
    const results = await this.redis
      .multi()
      .zadd(name, Date.now() + MARK_LIFETIME_MS, mark.id)
      .pexpire(name, MARK_LIFETIME_MS)
      .exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (!results || failed) throw failed ?? new Error('the upload mark was not written');
    return mark;
  }

  /**
   * The service has answered the upload: from now on it refers to the picture or never will. With
   * no answer in time (a 504) it may still save it, so the mark is left to lapse.
   */
  async answered(mark: UploadMark, result: ServiceResult | null): Promise<void> {
    if (result && !result.ok && result.error.statusCode === 504) return;
    // A mark that cannot be taken away now lapses by itself.
    await this.redis.zrem(this.name(mark.key), mark.id).catch(() => undefined);
  }

  /** Whether an upload of any of these keys is on its way; fails while Redis is away. */
  async anyOf(keys: readonly string[]): Promise<boolean> {
    const now = Date.now();
    const counts = await Promise.all(keys.map((key) => this.redis.zcount(this.name(key), `(${now}`, '+inf')));
    return counts.some((count) => count > 0);
  }

  private name(key: string): string {
    return `${this.prefix}media:uploading:${key}`;
  }
}
