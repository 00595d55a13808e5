import { Redis } from 'ioredis';
import { EDGE_VIEW_TOMBSTONE_SECONDS, edgeViewKey, edgeViewValue, type EdgeView } from '@ela/contracts';

/**
 * Writes one answer under its keys, and a tombstone under keys it no longer has, unless a key
 * already holds a newer version: a write that arrives late never undoes a newer one. Stored values
 * start with their version (`edgeViewValue` in the contracts).
 * KEYS: the keys to set, then the keys to clear. ARGV: version, value, tombstone, how many to set, tombstone ttl.
 */
const WRITE_VIEW = `
local version = tonumber(ARGV[1])
local setting = tonumber(ARGV[4])
for i, key in ipairs(KEYS) do
  local held = redis.call('GET', key)
  local heldVersion = held and tonumber(string.match(held, '^(%d+)')) or -1
  if heldVersion < version then
    if i <= setting then
      redis.call('SET', key, ARGV[2])
    else
      redis.call('SET', key, ARGV[3], 'EX', ARGV[5])
    end
  end
end
return 1`;

export interface ViewWrite {
  version: string;
  /** The answer as the gateway sends it, under `keys`. */
  json: string;
  keys: string[];
  /** Keys that name nothing any more: the old name after a rename, all of them after a deletion. */
  clear: string[];
}

type WithWriteView = Redis & {
  writeView(keyCount: number, ...keysAndArgs: (string | number)[]): Promise<number>;
};

/** The catalog's side of the edge views in Redis: it writes them, the gateway reads them. */
export class EdgeViewStore {
  private readonly redis: WithWriteView;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true }) as WithWriteView;
    this.redis.defineCommand('writeView', { lua: WRITE_VIEW });
    // Failures reach the writes that meet them (and the relay retries); none goes unheard.
    this.redis.on('error', () => undefined);
  }

  key(view: EdgeView, value: string | number): string {
    return edgeViewKey(this.prefix, view, value);
  }

  /** Writes every answer in one round trip; throws unless Redis took them all. */
  async write(writes: ViewWrite[]): Promise<void> {
    if (!writes.length) return;
    const pipeline = this.redis.pipeline() as ReturnType<Redis['pipeline']> & {
      writeView(keyCount: number, ...keysAndArgs: (string | number)[]): unknown;
    };
    for (const w of writes) {
      const keys = [...w.keys, ...w.clear];
      if (!keys.length) continue;
      pipeline.writeView(
        keys.length,
        ...keys,
        w.version,
        edgeViewValue(w.version, w.json),
        edgeViewValue(w.version, ''),
        w.keys.length,
        EDGE_VIEW_TOMBSTONE_SECONDS,
      );
    }
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed) throw failed[0]!;
  }

  /**
   * Leaves a mark in Redis the first time it is called against a Redis; true when the mark was
   * missing, which means Redis started empty (or lost its data) and every view must be written.
   */
  async startedEmpty(): Promise<boolean> {
    return (await this.redis.set(`${this.prefix}catalog:view:held`, '1', 'NX')) === 'OK';
  }

  /** Forgets the mark of `startedEmpty`, when filling the views failed and must run again. */
  async forgetHeld(): Promise<void> {
    await this.redis.del(`${this.prefix}catalog:view:held`);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
