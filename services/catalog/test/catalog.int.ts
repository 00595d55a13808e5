import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { SUBJECTS, type Page, type Product } from '@ela/contracts';
import { SYSTEM_ADMIN, ServiceClient, startTestStack } from '@ela/stack';

jest.setTimeout(60_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let client: ServiceClient;
const tag = `آزمون-${randomUUID().slice(0, 8)}`;

const api = (path: string, init?: RequestInit) => fetch(`${stack.urls.api}${path}`, init);

beforeAll(async () => {
  stack = await startTestStack(['catalog', 'gateway'], { gateway: { REQUEST_TIMEOUT_MS: '1000' } });
  client = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  for (let i = 1; i <= 25; i++) {
    const body = { name: `${tag} ${i}`, unitType: 'meter', price: i * 1000 };
    await client.request(SUBJECTS.catalog.products.create, { body }, SYSTEM_ADMIN);
  }
});

afterAll(async () => {
  await client?.close();
  await stack?.dispose();
});

describe('catalog through the gateway', () => {
  it('pages a filtered listing with a correct total and no overlap', async () => {
    const seen = new Set<string>();
    const sizes: number[] = [];
    for (const page of [1, 2, 3]) {
      const res = await api(
        `/products/get-all?q=${encodeURIComponent(tag)}&limit=10&page=${page}&sort=price_asc`,
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as Page<Product>;
      expect(body).toMatchObject({ total: 25, page, limit: 10 });
      sizes.push(body.items.length);
      body.items.forEach((p) => seen.add(p.id));
      const prices = body.items.map((p) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    expect(sizes).toEqual([10, 10, 5]);
    expect(seen.size).toBe(25);
  });

  it('finds one product by id and marks public reads cacheable', async () => {
    const list = (await (
      await api(`/products/get-all?q=${encodeURIComponent(tag)}&limit=1`)
    ).json()) as Page<Product>;
    const res = await api(`/products/find-one/${list.items[0].id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const product = (await res.json()) as Product;
    expect(product).toMatchObject({ id: list.items[0].id, unitType: 'meter' });
    expect(Number.isInteger(product.price)).toBe(true);
  });

  it('answers 404 with a Persian message for a well-formed unknown id', async () => {
    const res = await api(`/products/find-one/${randomUUID()}`);
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 404, error: 'CATALOG.PRODUCT_NOT_FOUND' });
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 400 naming the field for a malformed id or query', async () => {
    const badId = await api('/products/find-one/not-a-uuid');
    expect(badId.status).toBe(400);
    expect((await badId.json()).details[0].field).toBe('params.id');
    for (const query of ['page=abc', 'page=0', 'limit=500', 'sort=random', 'unknown=1']) {
      const res = await api(`/products/get-all?${query}`);
      expect(res.status).toBe(400);
      expect((await res.json()).statusCode).toBe(400);
    }
  });

  it('answers 400 for a malformed JSON body and refuses writes without an admin token', async () => {
    const broken = await api('/products/create-one', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(broken.status).toBe(400);
    const anonymous = await api('/products/create-one', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'پارچه', unitType: 'count', price: 1 }),
    });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toBe('Admin Authorization failed');
  });

  it('refuses a malformed body at the service with the field named', async () => {
    await expect(
      client.request(
        SUBJECTS.catalog.products.create,
        { body: { name: 'پارچه', unitType: 'yard', price: 1 } },
        SYSTEM_ADMIN,
      ),
    ).rejects.toThrow(/body\.unitType/);
  });

  it('serves OpenAPI for the route table and echoes the request id', async () => {
    const res = await api('/docs/openapi.json', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    const doc = await res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/products/get-all', '/products/find-one/{id}']),
    );
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await api('/no/such/path');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('when the catalog is down or slow', () => {
  let nc: NatsConnection;
  afterAll(async () => nc?.close());

  it('answers 503 quickly when no catalog is running', async () => {
    await stack.stopApp('catalog');
    const started = Date.now();
    const res = await api('/products/get-all');
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await res.json()).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 504 within the configured bound when the catalog does not reply', async () => {
    nc = await connect({ servers: stack.config.natsUrl });
    nc.subscribe(`${stack.config.natsPrefix}${SUBJECTS.catalog.products.list}`, {
      queue: 'catalog-workers',
      callback: () => undefined,
    });
    await nc.flush();
    const started = Date.now();
    const res = await api('/products/get-all');
    const waited = Date.now() - started;
    expect(res.status).toBe(504);
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(3000);
  });
});
