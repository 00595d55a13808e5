import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ApiError } from '@ela/contracts';
import type { ServiceResult } from '@ela/service-kit';

export interface CachedReply {
  body: string;
  etag: string;
  storedAt: number;
}

/** Where an answer came from: this cache, an edge view in Redis, or the service. */
export type AnswerSource = 'hit' | 'view' | 'miss';

export type CacheOutcome =
  { ok: true; reply: CachedReply; source: AnswerSource } | { ok: false; error: ApiError };

/** What a miss loads: the service's answer, or JSON text ready to send (from an edge view). */
export type Loaded = ServiceResult | { ok: true; json: string };

/**
 * Hot public reads answered at the edge. Entries live at most their route's max age and are
 * all dropped when the owning service announces a change. A read that started before a
 * change is never stored after it (the generation check), and concurrent misses for one
 * URL share a single trip to the service.
 */
export class EdgeCache {
  private readonly entries: LRUCache<string, CachedReply>;
  private readonly inflight = new Map<string, Promise<CacheOutcome>>();
  private generation = 0;

  constructor(maxBytes: number) {
    this.entries = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => heapBytes(entry.body) + heapBytes(key) + ENTRY_OVERHEAD_BYTES,
    });
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.inflight.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** A fresh entry, if there is one. */
  peek(key: string, maxAgeMs: number): CachedReply | undefined {
    const cached = this.entries.get(key);
    return cached && Date.now() - cached.storedAt < maxAgeMs ? cached : undefined;
  }

  async read(key: string, maxAgeMs: number, load: () => Promise<Loaded>): Promise<CacheOutcome> {
    const cached = this.peek(key, maxAgeMs);
    if (cached) return { ok: true, reply: cached, source: 'hit' };
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const started = this.generation;
    const promise = load().then((result): CacheOutcome => {
      if (!result.ok) return result;
      const body = 'json' in result ? result.json : JSON.stringify(result.value);
      const reply = { body, etag: etagOf(body), storedAt: Date.now() };
      if (this.generation === started) this.entries.set(key, reply);
      return { ok: true, reply, source: 'json' in result ? 'view' : 'miss' };
    });
    this.inflight.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.inflight.get(key) === promise) this.inflight.delete(key);
    }
  }
}

/** The entry object, its entity tag and the cache's own bookkeeping, roughly. */
const ENTRY_OVERHEAD_BYTES = 160;

/**
 * What a string takes in V8's heap: one byte a character when every character fits in Latin-1,
 * two otherwise. Persian text is two, so counting characters would let the cache hold twice its
 * budget. (Control characters count as two as well: JSON escapes them, so they are rare.)
 */
export function heapBytes(text: string): number {
  return /[^\u0020-\u00ff]/.test(text) ? text.length * 2 : text.length;
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this entity tag. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
