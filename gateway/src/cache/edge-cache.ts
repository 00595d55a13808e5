import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ApiError } from '@ela/contracts';
import type { ServiceResult } from '@ela/service-kit';
import { compressed, type ContentCoding } from '../http/compression';

export interface CachedReply {
  /** The answer's JSON as UTF-8 bytes: encoded and measured once, written as they are on every hit. */
  body: Buffer;
  etag: string;
  storedAt: number;
  /** The body in each coding a browser asked for, compressed on the first hit that asked. */
  encoded: Partial<Record<ContentCoding, Buffer>>;
}

/** Where an answer came from: this cache, an edge view in Redis, the gateway's copy of the listings, or the service. */
export type AnswerSource = 'hit' | 'view' | 'copy' | 'miss';

export type CacheOutcome =
  { ok: true; reply: CachedReply; source: AnswerSource } | { ok: false; error: ApiError };

/** What a miss loads: the service's answer, or JSON text ready to send from an edge view. */
export type Loaded = ServiceResult | { ok: true; json: string; source: 'view' };

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
  /** Addresses of answers worked out once and not stored (`worked`). */
  private readonly asked = new Set<string>();
  private readonly listeners: (() => void)[] = [];

  constructor(maxBytes: number) {
    this.entries = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) =>
        Object.values(entry.encoded).reduce((sum, bytes) => sum + bytes.length, entry.body.length) +
        heapBytes(key) +
        ENTRY_OVERHEAD_BYTES,
    });
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.inflight.clear();
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` whenever the entries are dropped, for copies that must drop theirs with them. */
  onInvalidate(listener: () => void): void {
    this.listeners.push(listener);
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the entries hold, as counted against the cache's budget. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** A fresh entry, if there is one. */
  peek(key: string, maxAgeMs: number): CachedReply | undefined {
    const cached = this.entries.get(key);
    return cached && Date.now() - cached.storedAt < maxAgeMs ? cached : undefined;
  }

  /**
   * The entry's body in this coding. Compressed once and kept with the entry, whose size then
   * counts it: compressing a 14 KB listing again on every hit cost the gateway about 13 times
   * what the rest of the hit did.
   */
  encoded(key: string, entry: CachedReply, coding: ContentCoding): Buffer {
    const kept = entry.encoded[coding];
    if (kept) return kept;
    const bytes = compressed(entry.body, coding);
    // Stored as a new entry, which the cache sizes again (it does not size the same object twice),
    // unless the entry was dropped or replaced meanwhile.
    if (this.entries.peek(key) === entry)
      this.entries.set(key, { ...entry, encoded: { ...entry.encoded, [coding]: bytes } });
    return bytes;
  }

  /**
   * An answer the gateway worked out itself (from its listing copy), stored only when its address
   * was asked for before (among the last `ASKED_KEPT` such answers). Working one out again costs
   * less than a trip to Redis or a service, and most are asked for once (filters and pages go on
   * without end): stored at once, each pushed out entries that cost more to load again, and grew
   * the heap with answers never read again.
   */
  worked(key: string, body: Buffer): CachedReply {
    const reply = replyOf(body);
    if (this.asked.has(key)) this.entries.set(key, reply);
    else {
      if (this.asked.size >= ASKED_KEPT) this.asked.clear();
      this.asked.add(key);
    }
    return reply;
  }

  async read(key: string, maxAgeMs: number, load: () => Promise<Loaded>): Promise<CacheOutcome> {
    const cached = this.peek(key, maxAgeMs);
    if (cached) return { ok: true, reply: cached, source: 'hit' };
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const started = this.generation;
    const promise = load().then((result): CacheOutcome => {
      if (!result.ok) return result;
      const body = utf8Bytes('json' in result ? result.json : JSON.stringify(result.value));
      const reply = replyOf(body);
      if (this.generation === started) this.entries.set(key, reply);
      return { ok: true, reply, source: 'json' in result ? result.source : 'miss' };
    });
    this.inflight.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.inflight.get(key) === promise) this.inflight.delete(key);
    }
  }
}

/** A new entry for these bytes, not yet compressed. */
function replyOf(body: Buffer): CachedReply {
  return { body, etag: etagOf(body), storedAt: Date.now(), encoded: {} };
}

/** Addresses `worked` remembers: at most about 2 MB of keys. */
const ASKED_KEPT = 10_000;

/** The entry object, its entity tag and the cache's own bookkeeping, roughly. */
const ENTRY_OVERHEAD_BYTES = 160;

/**
 * What a string takes in V8's heap (the cache's keys): one byte a character when every character
 * fits in Latin-1, two otherwise. (Control characters count as two as well: JSON escapes them.)
 */
export function heapBytes(text: string): number {
  return /[^\u0020-\u00ff]/.test(text) ? text.length * 2 : text.length;
}

/**
 * The text's UTF-8 bytes in a buffer of their own. A hit sent as a string had its UTF-8 length
 * counted for Content-Length and was encoded again on every answer: for a page of Persian
 * listings, a visible share of the gateway's time. A small buffer from Node's shared pool would
 * keep its whole 8 KiB slab alive as long as the entry lives, and the cache would hold more than
 * its size says.
 */
export function utf8Bytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text, 'utf8'));
  bytes.write(text, 'utf8');
  return bytes;
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this entity tag. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
