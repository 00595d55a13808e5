import IORedis from 'ioredis';
import { Client } from 'pg';
import {
  PRODUCT_PAGE_SIBLINGS,
  SUBJECTS,
  edgeViewKey,
  type Inventory,
  type Page,
  type Product,
} from '@ela/contracts';
import { ApiClient, ServiceClient, adminApi, databaseUrl, startTestStack } from '@ela/stack';
import { makeCategory, makeInventory, makeProduct, tag } from './catalog-fixtures';

jest.setTimeout(90_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let anyone: ApiClient;
let services: ServiceClient;
let redis: IORedis;
let db: Client;
const t = tag();

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway'], {}, { ownProcess: ['catalog'] });
  admin = await adminApi(stack);
  anyone = new ApiClient(stack.urls.api);
  services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  redis = new IORedis(stack.config.redisUrl);
  db = new Client({
    connectionString: databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_catalog`),
  });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  redis?.disconnect();
  await services?.close();
  await stack?.dispose();
});

const key = (view: 'inventoryById' | 'inventoryByName' | 'productById' | 'productSiblings', value: string) =>
  edgeViewKey(stack.config.natsPrefix, view, value);

/** A public read through the gateway, with where its answer came from (`x-cache`). */
async function read<T>(path: string): Promise<{ status: number; body: T; source: string | null }> {
  const response = await anyone.call<T>('GET', path);
  return { status: response.status, body: response.body, source: response.headers.get('x-cache') };
}

const byName = (name: string) => `/products/inventory/name/${encodeURIComponent(name)}`;
const siblingsOf = (productId: string) =>
  `/products/inventory?productId=${productId}&sort=${PRODUCT_PAGE_SIBLINGS.sort}&limit=${PRODUCT_PAGE_SIBLINGS.limit}`;
/** The same list straight from the service, which reads the tables. */
const listed = (productId: string) =>
  services.request(SUBJECTS.catalog.inventories.list, { query: { productId, ...PRODUCT_PAGE_SIBLINGS } });

describe('edge views', () => {
  it('answer misses from Redis exactly as the service would, and follow every change', async () => {
    const category = await makeCategory(admin, `کتان ${t}`);
    const product = await makeProduct(admin, { name: `کتان ${t}`, categoryId: category.id });
    const made = await makeInventory(admin, {
      productId: product.id,
      name: `کتان ${t} آبی`,
      price: 1_200_000,
    });

    // The write answered after its views were written: the first read is already a view.
    const first = await read<Inventory>(byName(made.name));
    expect(first.source).toBe('view');
    expect(first.body).toEqual(
      await services.request(SUBJECTS.catalog.inventories.findByName, { params: { name: made.name } }),
    );
    expect((await read<Inventory>(`/products/inventory/${made.id}`)).source).toBe('view');
    const productRead = await read<Product>(`/products/find-one/${product.id}`);
    expect(productRead.source).toBe('view');
    expect(productRead.body).toEqual(
      await services.request(SUBJECTS.catalog.products.findOne, { params: { id: product.id } }),
    );

    const second = await makeInventory(admin, {
      productId: product.id,
      name: `کتان ${t} آبی روشن`,
      price: 1_300_000,
    });
    const listing = await read<Page<Inventory>>(siblingsOf(product.id));
    expect(listing.source).toBe('view');
    expect(listing.body.items.map((i) => i.name)).toEqual([made.name, second.name]);
    expect(listing.body).toEqual(await listed(product.id));
    // A query the view cannot answer goes to the service.
    expect((await read(`/products/inventory?productId=${product.id}&sort=newest&limit=20`)).source).toBe(
      'miss',
    );

    // A rename: the old name names nothing at once, the new one carries the new price.
    await admin.call('PATCH', `/products/inventory/${made.id}`, {
      name: `کتان ${t} لاجوردی`,
      salePrice: 1_000_000,
    });
    expect((await read(byName(made.name))).status).toBe(404);
    expect(await redis.get(key('inventoryByName', made.name))).toMatch(/^\d+\n$/);
    const renamed = await read<Inventory>(byName(`کتان ${t} لاجوردی`));
    expect(renamed).toMatchObject({ source: 'view', body: { id: made.id, effectivePrice: 1_000_000 } });
    const relisted = await read<Page<Inventory>>(siblingsOf(product.id));
    expect(relisted.body.items.map((i) => i.name)).toEqual([second.name, `کتان ${t} لاجوردی`]);
    expect(relisted.body).toEqual(await listed(product.id));

    // A category's new name reaches its products' views.
    expect((await admin.call('PUT', `/categories/${category.id}`, { name: `کتان نخی ${t}` })).status).toBe(
      200,
    );
    expect((await read<Product>(`/products/find-one/${product.id}`)).body.categoryName).toBe(`کتان نخی ${t}`);

    // Deleted: both of the inventory's views are tombstones, and the gateway says 404.
    await admin.call('DELETE', `/products/inventory/${product.id}/${made.id}`);
    expect((await read(`/products/inventory/${made.id}`)).status).toBe(404);
    expect((await read(byName(`کتان ${t} لاجوردی`))).status).toBe(404);
    for (const gone of [key('inventoryById', made.id), key('inventoryByName', `کتان ${t} لاجوردی`)])
      expect(await redis.get(gone)).toMatch(/^\d+\n$/);
    expect((await read<Page<Inventory>>(siblingsOf(product.id))).body).toMatchObject({
      items: [{ id: second.id }],
      total: 1,
    });
  });

  it('answer other pages and orders of a product’s list, cut from it, exactly as the service would', async () => {
    const category = await makeCategory(admin, `ابریشم ${t}`);
    const product = await makeProduct(admin, { name: `ابریشم ${t}`, categoryId: category.id });
    // Two pay the same, one of them on sale; one on sale pays the least though it costs the most.
    const prices: [number, number | null][] = [
      [900_000, null],
      [1_100_000, 900_000],
      [1_500_000, 500_000],
      [700_000, null],
      [900_000, null],
    ];
    for (const [i, [price, salePrice]] of prices.entries())
      await makeInventory(admin, { productId: product.id, name: `ابریشم ${t} ${i}`, price, salePrice });
    for (const sort of ['name', 'price_asc', 'price_desc'])
      for (const [page, limit] of [
        [1, 50],
        [1, 2],
        [2, 2],
        [3, 2],
        [4, 2],
      ]) {
        const path = `/products/inventory?productId=${product.id}&sort=${sort}&limit=${limit}&page=${page}`;
        const cut = await read<Page<Inventory>>(path);
        expect({ path, source: cut.source }).toEqual({ path, source: 'view' });
        expect(cut.body).toEqual(
          await services.request(SUBJECTS.catalog.inventories.list, {
            query: { productId: product.id, sort, limit, page },
          }),
        );
      }
    // As a product card asks: the default page size and a sort the view is not kept in.
    expect((await read(`/products/inventory?productId=${product.id}&sort=price_asc`)).source).toBe('view');
    expect((await read(`/products/inventory?productId=${product.id}&limit=50`)).source).toBe('miss');
  });

  it('never let a late write replace a newer one', async () => {
    const product = await makeProduct(admin, {
      name: `چلوار ${t}`,
      categoryId: (await makeCategory(admin, `چلوار ${t}`)).id,
    });
    const made = await makeInventory(admin, {
      productId: product.id,
      name: `چلوار ${t} سفید`,
      price: 900_000,
    });
    expect(await redis.get(key('inventoryById', made.id))).toMatch(/^\d+\n\{/);
    // A newer answer is in Redis already when an older write of the same thing comes round again.
    const newer = `${10 ** 15}\n{"newer":true}`;
    await redis.set(key('inventoryById', made.id), newer);
    await db.query(`INSERT INTO edge_view_change (kind, id) VALUES ('inventory', $1)`, [made.id]);
    // Any public write has the noted views written before it answers.
    await admin.call('POST', '/products/colors', { name: `صدفی ${t}`, hex: '#f0ead6' });
    expect(
      (await db.query('SELECT count(*)::int AS n FROM edge_view_change WHERE id = $1', [made.id])).rows,
    ).toEqual([{ n: 0 }]);
    expect(await redis.get(key('inventoryById', made.id))).toBe(newer);
  });

  it('are written again when Redis lost them, and reads meanwhile go to the service', async () => {
    const product = await makeProduct(admin, {
      name: `دمسه ${t}`,
      categoryId: (await makeCategory(admin, `دمسه ${t}`)).id,
    });
    const made = await makeInventory(admin, {
      productId: product.id,
      name: `دمسه ${t} مشکی`,
      price: 2_000_000,
    });
    const keys = await redis.keys(`${stack.config.natsPrefix}catalog:view:*`);
    await redis.unlink(...keys);
    const meanwhile = await read<Inventory>(`/products/inventory/${made.id}`);
    expect(meanwhile).toMatchObject({ status: 200, source: 'miss', body: { id: made.id } });
    // The relay notices on its next look (at most its poll interval) and writes every view again.
    const deadline = Date.now() + 10_000;
    while (!(await redis.get(key('inventoryByName', made.name))) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await redis.get(key('inventoryByName', made.name));
    expect(JSON.parse(again!.slice(again!.indexOf('\n') + 1))).toMatchObject({
      id: made.id,
      price: 2_000_000,
    });
  });

  it('are written at start for what was stored without a mark (the large seed, or before they existed)', async () => {
    const product = await makeProduct(admin, {
      name: `ململ ${t}`,
      categoryId: (await makeCategory(admin, `ململ ${t}`)).id,
    });
    await db.query(`DELETE FROM edge_view_key WHERE kind = 'product' AND id = $1`, [product.id]);
    await redis.unlink(key('productById', product.id));
    await stack.stopApp('catalog');
    await stack.start('catalog');
    const deadline = Date.now() + 15_000;
    while (!(await redis.get(key('productById', product.id))) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await read<Product>(`/products/find-one/${product.id}`)).toMatchObject({
      source: 'view',
      body: { id: product.id, name: `ململ ${t}` },
    });
  });
});
