import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { ApiClient, ensureAdmin, freshPhone, startTestStack } from '@ela/stack';

jest.setTimeout(60_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let picture: string;
let adminToken: string;
let categoryId: string;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway']);
  const phone = freshPhone();
  await ensureAdmin(stack, phone);
  adminToken = (await new ApiClient(stack.urls.api).login('admin', phone, stack.config.smsOutboxFile))
    .access_token;
  const admin = new ApiClient(stack.urls.api).as(adminToken);
  const run = randomUUID().slice(0, 6);
  const category = (await admin.upload('POST', '/categories', { name: `فشرده ${run}` })).body;
  categoryId = category.id;
  for (let i = 0; i < 12; i++) {
    await admin.call('POST', '/products/create-one', {
      name: `پارچه فشرده ${run} ${i}`,
      categoryId: category.id,
      unitType: 'meter',
      description: 'توضیحی برای آن‌که پاسخ از یک کیلوبایت بگذرد',
    });
  }
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c3dce9' } })
    .png()
    .toBuffer();
  const poster = await admin.upload('POST', '/categories', { name: `پوستر ${run}` }, png);
  picture = poster.body.posters.desktop.urls.card;
});
afterAll(() => stack?.dispose());

/** A raw GET: the headers and the body as they came over the wire. */
function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    get(`${stack.urls.api}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', fail);
  });
}

describe('compressed answers', () => {
  it('sends a listing brotli- or gzip-compressed as the browser accepts, the same JSON inside', async () => {
    const plain = await raw('/products/get-all?limit=20', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString());
    expect(json.items.length).toBe(12);

    const br = await raw('/products/get-all?limit=20', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(json);

    const gzip = await raw('/products/get-all?limit=20', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(json);
  });

  it('sends a cached answer compressed as it was the first time, and says it varies by encoding', async () => {
    // A text search: the gateway's copy of the listings leaves it to the catalog, whose answer is cached.
    const listing = `/products/get-all?limit=20&sort=newest&q=${encodeURIComponent('فشرده')}`;
    // The setup's change events may still empty the edge cache between two reads: try a few pairs.
    let first: Awaited<ReturnType<typeof raw>>;
    let hit: Awaited<ReturnType<typeof raw>>;
    let tries = 0;
    do {
      first = await raw(listing, { 'accept-encoding': 'br' });
      hit = await raw(listing, { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    } while (hit.headers['x-cache'] !== 'hit' && ++tries < 10);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.body.equals(first.body)).toBe(true);
    expect(String(hit.headers.vary)).toMatch(/accept-encoding/i);
    const refused = await raw(listing, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await raw(listing, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(hit.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('still answers 304 to a known entity tag, and leaves pictures and small answers alone', async () => {
    const first = await raw('/products/get-all?limit=20', { 'accept-encoding': 'br' });
    const again = await raw('/products/get-all?limit=20', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    const image = await raw(picture, { 'accept-encoding': 'br, gzip' });
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/webp');
    const health = await raw('/healthz', { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it("compresses answers the edge cache does not keep too, such as an admin's recycle bin", async () => {
    const admin = new ApiClient(stack.urls.api).as(adminToken);
    const run = randomUUID().slice(0, 6);
    for (let i = 0; i < 8; i++) {
      const product = await admin.call<{ id: string }>('POST', '/products/create-one', {
        name: `پارچه حذف‌شده ${run} ${i}`,
        categoryId,
        unitType: 'meter',
        description: 'توضیحی برای آن‌که پاسخ از یک کیلوبایت بگذرد',
      });
      expect((await admin.call('DELETE', `/products/delete-one/${product.body.id}`)).status).toBe(200);
    }
    const auth = { authorization: `Bearer ${adminToken}` };
    const plain = await raw('/products/deleted-products?limit=20', auth);
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await raw('/products/deleted-products?limit=20', { ...auth, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });
});
