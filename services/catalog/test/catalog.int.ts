import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { SUBJECTS, type Page, type Product } from '@ela/contracts';
import { ApiClient, adminApi, customerApi, startTestStack } from '@ela/stack';
import { makeCategory, makeInventory, makeProduct, tag } from './catalog-fixtures';

jest.setTimeout(60_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let customer: ApiClient;
let anyone: ApiClient;
const t = tag();
/**
 * The gateway's bound on a service's answer, below its 5 s default so the 504 test is quick, and
 * far above what any other request here takes: at 1 s, creating a product took longer once in CI.
 */
const REQUEST_TIMEOUT_MS = 4000;
let categoryId: string;
const products: Product[] = [];

beforeAll(async () => {
  stack = await startTestStack(
    ['auth', 'catalog', 'gateway'],
    {
      gateway: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
    },
    { ownProcess: ['catalog'] },
  );
  admin = await adminApi(stack);
  customer = await customerApi(stack);
  anyone = new ApiClient(stack.urls.api);
  categoryId = (await makeCategory(admin, `دسته ${t}`)).id;
  for (let i = 1; i <= 25; i++) {
    const product = await makeProduct(admin, { name: `پارچه ${t} ${i}`, categoryId });
    await makeInventory(admin, { productId: product.id, name: `پارچه ${t} ${i} سفید`, price: i * 1000 });
    products.push(product);
  }
});

afterAll(() => stack?.dispose());

describe('products through the gateway', () => {
  it('pages a filtered listing with a correct total and no overlap, by price', async () => {
    const seen = new Set<string>();
    const sizes: number[] = [];
    for (const page of [1, 2, 3]) {
      const res = await anyone.call<Page<Product>>(
        'GET',
        `/products/get-all?q=${encodeURIComponent(t)}&limit=10&page=${page}&sort=price_asc`,
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 25, page, limit: 10 });
      sizes.push(res.body.items.length);
      res.body.items.forEach((p) => seen.add(p.id));
      const prices = res.body.items.map((p) => p.minPrice!);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    expect(sizes).toEqual([10, 10, 5]);
    expect(seen.size).toBe(25);
  });

  it('finds a product by id and by name, with its category and price summary', async () => {
    const res = await anyone.call<Product>('GET', `/products/find-one/${products[2].id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(res.body).toMatchObject({
      categoryId,
      categoryName: `دسته ${t}`,
      minPrice: 3000,
      onSale: false,
      unitType: 'meter',
      inventoryName: `پارچه ${t} 3 سفید`,
    });
    const byName = await anyone.call<Product>(
      'GET',
      `/products/name/${encodeURIComponent(products[2].name)}`,
    );
    expect(byName.body.id).toBe(products[2].id);
  });

  it('answers 404 with a Persian message for a well-formed unknown id, 400 for a malformed one', async () => {
    const res = await anyone.call('GET', `/products/find-one/${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'CATALOG.PRODUCT_NOT_FOUND' });
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    const bad = await anyone.call('GET', '/products/find-one/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('params.id');
    for (const query of ['page=abc', 'page=0', 'limit=500', 'sort=random', 'unknown=1']) {
      expect((await anyone.call('GET', `/products/get-all?${query}`)).status).toBe(400);
    }
  });

  it('validates bodies and keeps writes for admins', async () => {
    const broken = await fetch(`${stack.urls.api}/products/create-one`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(broken.status).toBe(400);
    const bad = await admin.call('POST', '/products/create-one', {
      name: 'پارچه',
      unitType: 'yard',
      categoryId,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('body.unitType');
    for (const client of [anyone, customer]) {
      const res = await client.call('POST', '/products/create-one', {
        name: 'پارچه',
        unitType: 'count',
        categoryId,
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Admin Authorization failed');
    }
  });

  it('renames a product and its inventories are found by the new name', async () => {
    const res = await admin.call('PATCH', `/products/update-one/${products[0].id}`, {
      name: `مخمل ${t} تازه`,
    });
    expect(res.status).toBe(200);
    const search = await anyone.call(
      'GET',
      `/products/inventory/search?q=${encodeURIComponent(`مخمل ${t}`)}`,
    );
    expect(search.body.items.map((i: { productId: string }) => i.productId)).toContain(products[0].id);
  });

  it('keeps similar and set products as real relations, in order', async () => {
    const [a, b, c] = products;
    const res = await admin.call('PATCH', `/products/update-one/${a.id}`, {
      similarProductIds: [c.id, b.id],
      setProductIds: [b.id],
    });
    expect(res.body).toMatchObject({ similarProductIds: [c.id, b.id], setProductIds: [b.id] });
    const similar = await anyone.call<Product[]>('GET', `/products/similarProducts/${a.id}`);
    expect(similar.body.map((p) => p.id)).toEqual([c.id, b.id]);
    const set = await anyone.call<Product[]>('GET', `/products/setProducts/${a.id}`);
    expect(set.body.map((p) => p.id)).toEqual([b.id]);
    const self = await admin.call('PATCH', `/products/update-one/${a.id}`, { similarProductIds: [a.id] });
    expect(self.status).toBe(400);
  });

  it('lists products on sale and a category menu', async () => {
    const inventories = await admin.call('GET', `/products/inventory/by-product-id/${products[4].id}`);
    await admin.call('PATCH', `/products/inventory/${inventories.body[0].id}`, { salePrice: 100 });
    const onSale = await anyone.call<Page<Product>>('GET', '/products/onSale?limit=100');
    expect(onSale.body.items.map((p) => p.id)).toContain(products[4].id);
    const menu = await anyone.call<Product[]>('GET', `/products/category-menu/${categoryId}?limit=5`);
    expect(menu.body).toHaveLength(5);
  });

  it('soft-deletes a product out of every public listing and restores it', async () => {
    const victim = products[10];
    expect((await admin.call('DELETE', `/products/delete-one/${victim.id}`)).status).toBe(200);
    expect((await anyone.call('GET', `/products/find-one/${victim.id}`)).status).toBe(404);
    const list = await anyone.call<Page<Product>>(
      'GET',
      `/products/get-all?q=${encodeURIComponent(t)}&limit=100`,
    );
    expect(list.body.total).toBe(24);
    const search = await anyone.call(
      'GET',
      `/products/inventory/search?q=${encodeURIComponent(victim.name)}`,
    );
    expect(search.body.items.map((i: { productId: string }) => i.productId)).not.toContain(victim.id);
    const deleted = await admin.call<Page<Product>>('GET', '/products/deleted-products');
    expect(deleted.body.items.map((p) => p.id)).toContain(victim.id);
    const bin = await admin.call('GET', '/products/get-all-removed?kind=products');
    expect(bin.body.items.map((p: Product) => p.id)).toContain(victim.id);
    expect((await customer.call('GET', '/products/deleted-products')).status).toBe(401);

    expect((await admin.call('POST', `/products/undo-delete/${victim.id}`)).status).toBe(200);
    expect((await anyone.call('GET', `/products/find-one/${victim.id}`)).status).toBe(200);
    const inventories = await anyone.call('GET', `/products/inventory?productId=${victim.id}`);
    expect(inventories.body.total).toBe(1);
  });

  it('answers unknown API paths with the error shape and serves OpenAPI', async () => {
    expect((await anyone.call('GET', '/no/such/path')).status).toBe(404);
    const doc = await anyone.call('GET', '/docs/openapi.json', undefined, { 'x-request-id': 'trace-123' });
    expect(doc.headers.get('x-request-id')).toBe('trace-123');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/products/get-all', '/search/header-search']),
    );
  });
});

describe('paging by cursor', () => {
  it('walks every sort to the end with no row twice or missed, as page numbers do', async () => {
    for (const sort of ['newest', 'oldest', 'price_asc', 'price_desc', 'name']) {
      const byCursor: string[] = [];
      let cursor: string | null | undefined;
      do {
        const after: string = cursor ? `&cursor=${cursor}` : '';
        const res = await anyone.call<Page<Product>>(
          'GET',
          `/products/get-all?q=${encodeURIComponent(t)}&limit=7&sort=${sort}${after}`,
        );
        expect(res.status).toBe(200);
        byCursor.push(...res.body.items.map((p) => p.id));
        cursor = res.body.nextCursor;
      } while (cursor);
      const all = await anyone.call<Page<Product>>(
        'GET',
        `/products/get-all?q=${encodeURIComponent(t)}&limit=100&sort=${sort}`,
      );
      expect(byCursor).toEqual(all.body.items.map((p) => p.id));
    }
  });

  it('refuses a cursor from another sort or a made-up one', async () => {
    const first = await anyone.call<Page<Product>>(
      'GET',
      `/products/get-all?q=${encodeURIComponent(t)}&limit=2&sort=newest`,
    );
    const other = await anyone.call(
      'GET',
      `/products/get-all?limit=2&sort=name&cursor=${first.body.nextCursor}`,
    );
    expect(other.status).toBe(400);
    expect((await anyone.call('GET', '/products/get-all?cursor=bogus_cursor_value')).status).toBe(400);
  });
});

describe('when the catalog is down or slow', () => {
  let nc: NatsConnection;
  afterAll(async () => nc?.close());

  it('answers 503 quickly when no catalog is running, and listings from its copy meanwhile', async () => {
    await stack.stopApp('catalog');
    const copied = await anyone.call<Page<Product>>('GET', '/products/get-all?sort=oldest&limit=3');
    expect(copied.status).toBe(200);
    expect(copied.headers.get('x-cache')).toBe('copy');
    expect(copied.body.items.length).toBeGreaterThan(0);
    const started = Date.now();
    // A text filter is the catalog's to answer.
    const res = await anyone.call('GET', `/products/get-all?sort=oldest&q=${encodeURIComponent(t)}`);
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 504 within the configured bound when the catalog does not reply', async () => {
    // A catalog that takes requests and never answers them.
    nc = await stack.connectNats('catalog');
    nc.subscribe(`${stack.config.natsPrefix}${SUBJECTS.catalog.products.list}`, {
      queue: 'catalog-workers',
      callback: () => undefined,
    });
    await nc.flush();
    const started = Date.now();
    const res = await anyone.call('GET', `/products/get-all?sort=name&q=${encodeURIComponent(t)}`);
    const waited = Date.now() - started;
    expect(res.status).toBe(504);
    expect(waited).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
  });
});
