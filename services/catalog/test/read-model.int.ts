import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { SUBJECTS, type Inventory } from '@ela/contracts';
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

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway']);
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
});
