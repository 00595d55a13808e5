import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { SUBJECTS, type Inventory, type Page, type Product } from '@ela/contracts';
import { ServiceClient, adminApi, databaseUrl, startTestStack, type ApiClient } from '@ela/stack';
import { makeCategory, makeInventory, makeProduct, tag } from './catalog-fixtures';

jest.setTimeout(90_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let services: ServiceClient;
let db: Client;
const t = tag();
const inv = SUBJECTS.catalog.inventories;
const products = SUBJECTS.catalog.products;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway'], {}, { ownProcess: ['catalog'] });
  admin = await adminApi(stack);
  services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  db = new Client({
    connectionString: databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_catalog`),
  });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await services?.close();
  await stack?.dispose();
});

/** What the service answers for a name, straight over NATS (no edge cache in between). */
const byName = (name: string) =>
  services.request<Inventory>(inv.findByName, { params: { name } }).catch((error: Error) => error.message);

/** The same inventory read from the tables (the admin's product page joins them). */
async function fromTables(productId: string, id: string): Promise<Inventory> {
  const all = (await admin.call<Inventory[]>('GET', `/products/inventory/by-product-id/${productId}`)).body;
  return all.find((i) => i.id === id)!;
}

const viewRow = async (id: string) =>
  (await db.query('SELECT body FROM inventory_view WHERE id = $1', [id])).rows[0]?.body as
    Inventory | undefined;

describe('the inventory read model', () => {
  it('answers lookups as the tables would, through every kind of write', async () => {
    const category = await makeCategory(admin, `ساتن ${t}`);
    const color = (await admin.call('POST', '/products/colors', { name: `شیری ${t}`, hex: '#f5efe0' })).body;
    const design = (await admin.upload('POST', '/products/designs', { name: `ساده ${t}` })).body;
    const product = await makeProduct(admin, { name: `ساتن ${t}`, categoryId: category.id });
    const made = await makeInventory(admin, {
      productId: product.id,
      name: `ساتن ${t} شیری`,
      colorId: color.id,
      designId: design.id,
      price: 3_000_000,
    });
    const same = async (name: string) => {
      const answer = await byName(name);
      expect(answer).toEqual(await fromTables(product.id, made.id));
      expect(await viewRow(made.id)).toEqual(answer);
      return answer as Inventory;
    };
    await same(`ساتن ${t} شیری`);

    await admin.call('PATCH', `/products/inventory/${made.id}`, {
      name: `ساتن ${t} کرم`,
      salePrice: 2_500_000,
    });
    expect(await byName(`ساتن ${t} شیری`)).toMatch(/INVENTORY_NOT_FOUND/);
    expect((await same(`ساتن ${t} کرم`)).effectivePrice).toBe(2_500_000);

    await admin.call('PATCH', `/products/update-one/${product.id}`, {
      name: `ساتن براق ${t}`,
      unitType: 'half_meter',
    });
    expect(await same(`ساتن ${t} کرم`)).toMatchObject({
      productName: `ساتن براق ${t}`,
      unitType: 'half_meter',
    });

    await admin.call('PATCH', `/products/colors/${color.id}`, { name: `کرم ${t}` });
    await admin.upload('PATCH', `/products/designs/${design.id}`, { name: `بی‌طرح ${t}` });
    expect(await same(`ساتن ${t} کرم`)).toMatchObject({
      color: { name: `کرم ${t}` },
      design: { name: `بی‌طرح ${t}` },
    });

    // An order holds three: the stock people read drops with it.
    const customer = { id: randomUUID(), role: 'user' as const };
    await services.request(
      SUBJECTS.catalog.stock.reserve,
      { body: { orderId: randomUUID(), lines: [{ inventoryId: made.id, quantity: 3 }] } },
      customer,
    );
    expect((await same(`ساتن ${t} کرم`)).stock).toBe(7);

    // Into the recycle bin with its product, and back.
    await admin.call('DELETE', `/products/delete-one/${product.id}`);
    expect(await byName(`ساتن ${t} کرم`)).toMatch(/INVENTORY_NOT_FOUND/);
    expect(await viewRow(made.id)).toBeUndefined();
    await admin.call('POST', `/products/undo-delete/${product.id}`);
    await same(`ساتن ${t} کرم`);
    expect(await services.request<Inventory[]>(inv.byIds, { query: { ids: made.id } })).toEqual([
      await viewRow(made.id),
    ]);
  });

  it('fills itself at start with inventories written before it existed', async () => {
    const category = await makeCategory(admin, `کتان ${t}`);
    const product = await makeProduct(admin, { name: `کتان ${t}`, categoryId: category.id });
    const made = await makeInventory(admin, {
      productId: product.id,
      name: `کتان ${t} سفید`,
      price: 900_000,
    });
    await db.query('DELETE FROM inventory_view');
    // Still answered, from the tables, while the view lacks it.
    expect(await byName(`کتان ${t} سفید`)).toEqual(await fromTables(product.id, made.id));

    await stack.stopApp('catalog');
    await stack.start('catalog');
    const live = Number(
      (
        await db.query(
          'SELECT count(*) FROM inventory i JOIN product p ON p.id = i.product_id WHERE i.deleted_at IS NULL AND p.deleted_at IS NULL',
        )
      ).rows[0].count,
    );
    for (let tries = 0; tries < 50; tries++) {
      if (Number((await db.query('SELECT count(*) FROM inventory_view')).rows[0].count) === live) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Number((await db.query('SELECT count(*) FROM inventory_view')).rows[0].count)).toBe(live);
    expect(await viewRow(made.id)).toEqual(await fromTables(product.id, made.id));
  });

  it('answers inventory listings with every filter and sort as the tables would, even where it lacks a row', async () => {
    const main = await makeCategory(admin, `حریر ${t}`);
    const sub = await makeCategory(admin, `حریر نازک ${t}`, main.id);
    const a = await makeProduct(admin, { name: `حریر ${t}`, categoryId: main.id });
    const b = await makeProduct(admin, { name: `حریر نازک ${t}`, categoryId: sub.id });
    const made = async (product: Product, name: string, price: number, salePrice: number | null) =>
      (await makeInventory(admin, { productId: product.id, name, price, salePrice })).id;
    const a1 = await made(a, `حریر ${t} یک`, 1_000_000, null);
    const a2 = await made(a, `حریر ${t} دو`, 1_200_000, 900_000);
    const b1 = await made(b, `حریر نازک ${t} یک`, 800_000, null);
    const b2 = await made(b, `حریر نازک ${t} دو`, 2_000_000, 1_500_000);
    const productOf = new Map([a1, a2].map((id) => [id, a.id]));
    const cases: [Record<string, unknown>, string[], number][] = [
      [{ categoryId: main.id, sort: 'price_asc' }, [b1, a2, a1, b2], 4],
      [{ categoryId: sub.id, sort: 'price_desc' }, [b2, b1], 2],
      [{ categoryId: main.id, onSale: 'true', sort: 'price_desc' }, [b2, a2], 2],
      [{ categoryId: main.id, onSale: 'false', sort: 'oldest' }, [a1, b1], 2],
      [{ categoryId: main.id, q: `نازک ${t}`, sort: 'newest' }, [b2, b1], 2],
      [{ categoryId: main.id, sort: 'newest', limit: 3, page: 2 }, [a1], 4],
      [{ productId: a.id, sort: 'oldest' }, [a1, a2], 2],
    ];
    const same = async (items: Inventory[]) => {
      for (const item of items)
        expect(item).toEqual(await fromTables(productOf.get(item.id) ?? b.id, item.id));
    };
    const check = async () => {
      for (const [query, ids, total] of cases) {
        const page = await services.request<Page<Inventory>>(inv.list, { query });
        expect({ query, ids: page.items.map((i) => i.id), total: page.total }).toEqual({ query, ids, total });
        await same(page.items);
      }
      // The newest of a category's subtree, and the sale listing (biggest discount first, the whole shop).
      const newest = await services.request<Inventory[]>(inv.byCategory, {
        params: { id: main.id },
        query: { limit: 3 },
      });
      expect(newest.map((i) => i.id)).toEqual([b2, b1, a2]);
      await same(newest);
      const sale = await services.request<Page<Inventory>>(inv.onSale, { query: { limit: 100 } });
      const ours = sale.items.filter((i) => [a1, a2, b1, b2].includes(i.id));
      expect(ours.map((i) => i.id)).toEqual([b2, a2]);
      await same(ours);
    };
    await check();
    // Rows the view has not taken in yet are read from the tables, in their places.
    await db.query('DELETE FROM inventory_view WHERE id = ANY($1::uuid[])', [[a1, b2]]);
    await check();
  });
});

/** A listing as the service answers it, straight over NATS (no edge cache in between). */
const listed = (query: Record<string, unknown>) =>
  services.request<Page<Product>>(products.list, { query: { sort: 'name', ...query } });
const names = async (query: Record<string, unknown>) => (await listed(query)).items.map((p) => p.name);
/** What a listing shows of a product: its own answer, without the similar and set lists. */
const asListed = async (id: string) => ({
  ...(await services.request<Product>(products.findOne, { params: { id } })),
  similarProductIds: [],
  setProductIds: [],
});

describe('product listings from the read model', () => {
  it('answer as the product does, filtered by its inventories, through every kind of write', async () => {
    const main = await makeCategory(admin, `پرده ${t}`);
    const sub = await makeCategory(admin, `پرده حریر ${t}`, main.id);
    const red = (await admin.call('POST', '/products/colors', { name: `لاکی ${t}`, hex: '#a52a2a' })).body;
    const product = await makeProduct(admin, { name: `حریر ${t}`, categoryId: sub.id });
    const inStock = await makeInventory(admin, {
      productId: product.id,
      name: `حریر ${t} لاکی`,
      colorId: red.id,
      price: 1_000_000,
      stock: 2,
    });
    await makeInventory(admin, { productId: product.id, name: `حریر ${t} ساده`, price: 2_000_000, stock: 0 });
    const same = async () =>
      expect((await listed({ categoryId: main.id })).items).toEqual([await asListed(product.id)]);
    await same();
    expect(await names({ categoryId: main.id, colorId: red.id, inStock: 'true' })).toEqual([`حریر ${t}`]);
    expect((await listed({ categoryId: main.id, minPrice: 1_500_000 })).total).toBe(0);

    // Its colour goes: no summary moved, yet the colour filter follows.
    await admin.call('PATCH', `/products/inventory/${inStock.id}`, { colorId: null });
    expect(await names({ categoryId: main.id, colorId: red.id })).toEqual([]);

    // An order takes the last in stock: the card still opens the cheapest, nothing is in stock.
    await services.request(
      SUBJECTS.catalog.stock.reserve,
      { body: { orderId: randomUUID(), lines: [{ inventoryId: inStock.id, quantity: 2 }] } },
      { id: randomUUID(), role: 'user' },
    );
    expect(await names({ categoryId: main.id, inStock: 'true' })).toEqual([]);
    expect(await names({ categoryId: main.id, inStock: 'false' })).toEqual([`حریر ${t}`]);

    await admin.call('PUT', `/categories/${sub.id}`, { name: `حریر و تور ${t}` });
    await admin.call('PATCH', `/products/update-one/${product.id}`, {
      name: `حریر نرم ${t}`,
      unitType: 'count',
    });
    await same();
    expect((await listed({ categoryId: main.id })).items[0]).toMatchObject({
      name: `حریر نرم ${t}`,
      categoryName: `حریر و تور ${t}`,
      unitType: 'count',
    });

    await admin.call('DELETE', `/products/delete-one/${product.id}`);
    expect((await listed({ categoryId: main.id })).total).toBe(0);
    await admin.call('POST', `/products/undo-delete/${product.id}`);
    await same();
  });

  it('pages price sorts by cursor with the products without a price last, both ways', async () => {
    const category = await makeCategory(admin, `کرپ ${t}`);
    for (const [name, price] of [
      ['الف', 2_000_000],
      ['ب', null],
      ['پ', 1_000_000],
      ['ت', null],
    ] as const) {
      const product = await makeProduct(admin, { name: `کرپ ${name} ${t}`, categoryId: category.id });
      if (price) await makeInventory(admin, { productId: product.id, name: `کرپ ${name} ${t} کرم`, price });
    }
    for (const sort of ['price_asc', 'price_desc']) {
      const walked: string[] = [];
      let cursor: string | null | undefined;
      do {
        const page = await listed({ categoryId: category.id, sort, limit: 1, ...(cursor && { cursor }) });
        walked.push(...page.items.map((p) => p.name));
        cursor = page.nextCursor;
      } while (cursor);
      const whole = (await listed({ categoryId: category.id, sort })).items;
      expect(walked).toEqual(whole.map((p) => p.name));
      expect(whole.map((p) => p.minPrice)).toEqual(
        sort === 'price_asc' ? [1_000_000, 2_000_000, null, null] : [2_000_000, 1_000_000, null, null],
      );
    }
  });

  it('fills itself at start with products written before it existed', async () => {
    const category = await makeCategory(admin, `لینن ${t}`);
    const product = await makeProduct(admin, { name: `لینن ${t}`, categoryId: category.id });
    await makeInventory(admin, { productId: product.id, name: `لینن ${t} سفید`, price: 900_000 });
    await db.query('DELETE FROM product_listing');

    await stack.stopApp('catalog');
    await stack.start('catalog');
    const count = async (sql: string) => Number((await db.query(sql)).rows[0].count);
    const live = await count('SELECT count(*) FROM product WHERE deleted_at IS NULL');
    for (let tries = 0; tries < 50; tries++) {
      if ((await count('SELECT count(*) FROM product_listing')) === live) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await count('SELECT count(*) FROM product_listing')).toBe(live);
    expect((await listed({ categoryId: category.id })).items).toEqual([await asListed(product.id)]);
  });
});
