import { Redis } from 'ioredis';
import { edgeViewBody, edgeViewKey, type EdgeView } from '@ela/contracts';

/**
 * Reads the edge views the services keep in Redis (see `EDGE_VIEWS` in the contracts). Anything
 * short of a stored answer, Redis being away included, is null: the request then goes to the
 * service, which is slower and never wrong.
 */
export class EdgeViews {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, {
      // Reads of many requests go out together; a Redis that is away fails them at once.
      enableAutoPipelining: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 250,
    });
    this.redis.on('error', () => undefined);
  }

  /** The answer a view holds for an entry, as JSON text. */
  async read(view: EdgeView, entry: string): Promise<string | null> {
    try {
      return edgeViewBody(await this.redis.get(edgeViewKey(this.prefix, view, entry)));
    } catch {
      return null;
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
