import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EdgeCache, heapBytes, matchesEtag } from './edge-cache';

const ok = (value: unknown) => Promise.resolve({ ok: true as const, value });

describe('EdgeCache', () => {
  it('serves a fresh entry without calling the service again', async () => {
    const cache = new EdgeCache(1_000_000);
    let calls = 0;
    const load = () => ok({ n: ++calls });
    const first = await cache.read('/a', 10_000, load);
    const second = await cache.read('/a', 10_000, load);
    expect(calls).toBe(1);
    expect(second).toMatchObject({ ok: true, source: 'hit' });
    if (first.ok && second.ok) expect(second.reply.etag).toBe(first.reply.etag);
  });

  it('stores an answer the gateway worked out itself only when its address is asked for again', async () => {
    const cache = new EdgeCache(1_000_000);
    const body = Buffer.from('{"items":[]}');
    const once = cache.worked('/l?page=1', body);
    expect(once.body).toBe(body);
    expect(once.etag).toMatch(/^"[\w-]+"$/);
    expect(cache.peek('/l?page=1', 10_000)).toBeUndefined();
    cache.worked('/l?page=2', Buffer.from('{"items":[1]}'));
    const again = cache.worked('/l?page=1', body);
    expect(cache.peek('/l?page=1', 10_000)).toBe(again);
    expect(again.etag).toBe(once.etag);
    expect(cache.peek('/l?page=2', 10_000)).toBeUndefined();
  });

  it("keeps an edge view's JSON text as it came, and says where it came from", async () => {
    const cache = new EdgeCache(1_000_000);
    const json = '{"b":1,"a":2}';
    const first = await cache.read('/v', 10_000, () =>
      Promise.resolve({ ok: true as const, json, source: 'view' as const }),
    );
    expect(first).toMatchObject({ ok: true, source: 'view' });
    if (first.ok) expect(first.reply.body.toString('utf8')).toBe(json);
    const second = await cache.read('/v', 10_000, () => ok('other'));
    expect(second).toMatchObject({ source: 'hit' });
    if (second.ok) expect(second.reply.body.toString('utf8')).toBe(json);
  });

  it('shares one trip between concurrent misses', async () => {
    const cache = new EdgeCache(1_000_000);
    let calls = 0;
    const load = () =>
      new Promise<{ ok: true; value: unknown }>((r) => setTimeout(() => r({ ok: true, value: ++calls }), 20));
    await Promise.all(Array.from({ length: 10 }, () => cache.read('/a', 10_000, load)));
    expect(calls).toBe(1);
  });

  it('drops everything on invalidation and never stores a read that began before it', async () => {
    const cache = new EdgeCache(1_000_000);
    let release!: () => void;
    const slow = () =>
      new Promise<{ ok: true; value: unknown }>((r) => (release = () => r({ ok: true, value: 'old' })));
    const pending = cache.read('/a', 10_000, slow);
    cache.invalidate();
    release();
    await pending;
    const after = await cache.read('/a', 10_000, () => ok('new'));
    expect(after).toMatchObject({ ok: true, source: 'miss' });
    if (after.ok) expect(after.reply.body.toString('utf8')).toBe('"new"');
  });

  it('expires entries after their max age and does not cache errors', async () => {
    const cache = new EdgeCache(1_000_000);
    await cache.read('/a', 10_000, () => ok(1));
    const stale = await cache.read('/a', 0, () => ok(2));
    expect(stale).toMatchObject({ source: 'miss' });
    const failing = () => Promise.resolve({ ok: false as const, error: { statusCode: 404, message: 'x' } });
    await cache.read('/b', 10_000, failing);
    expect(cache.size).toBe(1);
  });

  it('holds each answer as UTF-8 bytes of its own, counted against its budget', async () => {
    const persian = 'پ'.repeat(1000);
    const latin = 'p'.repeat(1000);
    expect(heapBytes(persian)).toBe(2000);
    expect(heapBytes(latin)).toBe(1000);
    const alone = await new EdgeCache(1_000_000).read('/small', 10_000, () => ok('پ'));
    // Not a slice of Node's shared pool, which would keep a whole slab alive with the entry.
    if (alone.ok) expect(alone.reply.body.buffer.byteLength).toBe(alone.reply.body.length);
    // Room for five Persian entries (about 2,200 bytes each) or ten Latin ones (about 1,200).
    const persianCache = new EdgeCache(12_000);
    const latinCache = new EdgeCache(12_000);
    for (let i = 0; i < 10; i++) {
      await persianCache.read(`/p${i}`, 10_000, () => ok(persian));
      await latinCache.read(`/p${i}`, 10_000, () => ok(latin));
    }
    expect(persianCache.size).toBe(5);
    expect(latinCache.size).toBe(10);
  });
});

describe('EdgeCache.encoded', () => {
  it('compresses an entry once per coding, keeps it with the entry and counts its bytes', async () => {
    const cache = new EdgeCache(1_000_000);
    const value = { items: Array.from({ length: 50 }, (_, i) => ({ name: `مخمل ${i}`, price: i * 1000 })) };
    const read = await cache.read('/l', 10_000, () => ok(value));
    if (!read.ok) throw new Error('not cached');
    const plainBytes = cache.bytes;
    const br = cache.encoded('/l', read.reply, 'br');
    expect(cache.encoded('/l', cache.peek('/l', 10_000)!, 'br')).toBe(br);
    expect(JSON.parse(brotliDecompressSync(br).toString())).toEqual(value);
    expect(cache.bytes).toBe(plainBytes + br.length);
    const gzip = cache.encoded('/l', cache.peek('/l', 10_000)!, 'gzip');
    expect(JSON.parse(gunzipSync(gzip).toString())).toEqual(value);
    expect(cache.bytes).toBe(plainBytes + br.length + gzip.length);
  });

  it('leaves the count alone for an entry dropped meanwhile', async () => {
    const cache = new EdgeCache(1_000_000);
    const read = await cache.read('/l', 10_000, () => ok({ text: 'پ'.repeat(2000) }));
    if (!read.ok) throw new Error('not cached');
    cache.invalidate();
    expect(cache.encoded('/l', read.reply, 'br').length).toBeGreaterThan(0);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});

describe('matchesEtag', () => {
  it('reads lists, weak tags and the star', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
