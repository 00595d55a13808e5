import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Inventory, Page, VersionedInventory } from '@ela/contracts';
import { ApiClient, adminApi, customerApi, startTestStack } from '@ela/stack';
import { makeCategory, makeInventory, makeProduct, tag } from './catalog-fixtures';

jest.setTimeout(60_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let customer: ApiClient;
let anyone: ApiClient;
const t = tag();
let productId: string;
let categoryId: string;

const png = (color: string) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: color } })
    .png()
    .toBuffer();

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway']);
  admin = await adminApi(stack);
  customer = await customerApi(stack);
  anyone = new ApiClient(stack.urls.api);
  categoryId = (await makeCategory(admin, `حریر ${t}`)).id;
  productId = (await makeProduct(admin, { name: `حریر ${t}`, categoryId, unitType: 'half_meter' })).id;
});
afterAll(() => stack?.dispose());

describe('colors and designs', () => {
  it('are created, changed and deleted by admins only, and not deleted while used', async () => {
    const color = await admin.call('POST', '/products/colors', { name: 'سرمه‌ای', hex: '#1F2A5A' });
    expect(color.status).toBe(201);
    expect(color.body.hex).toBe('#1f2a5a');
    expect((await admin.call('POST', '/products/colors', { name: 'بد', hex: 'blue' })).status).toBe(400);
    expect((await customer.call('POST', '/products/colors', { name: 'x', hex: '#000000' })).status).toBe(401);
    expect(
      (await admin.call('PATCH', `/products/colors/${color.body.id}`, { name: 'سرمه‌ای تیره' })).body.name,
    ).toBe('سرمه‌ای تیره');
    expect((await anyone.call('GET', `/products/colors/${color.body.id}`)).body.name).toBe('سرمه‌ای تیره');
    expect((await anyone.call('GET', '/products/colors?limit=100')).body.items.length).toBeGreaterThan(0);

    const design = await admin.upload('POST', '/products/designs', { name: 'راه‌راه' }, await png('#e9dcc3'));
    expect(design.status).toBe(201);
    expect(design.body.image.urls.card).toMatch(/^\/media\/[0-9a-f]{24}-card\.webp$/);
    const renamed = await admin.upload('PATCH', `/products/designs/${design.body.id}`, {
      name: 'راه‌راه پهن',
    });
    expect(renamed.body).toMatchObject({ name: 'راه‌راه پهن', image: design.body.image });
    expect((await anyone.call('GET', `/products/designs/${design.body.id}`)).status).toBe(200);
    expect((await anyone.call('GET', '/products/designs')).body.total).toBeGreaterThan(0);

    await makeInventory(admin, {
      productId,
      name: `حریر ${t} رنگی`,
      price: 1000,
      colorId: color.body.id,
      designId: design.body.id,
    });
    expect((await admin.call('DELETE', `/products/colors/${color.body.id}`)).status).toBe(409);
    expect((await admin.call('DELETE', `/products/designs/${design.body.id}`)).status).toBe(409);
    const spare = await admin.call('POST', '/products/colors', { name: 'یدک', hex: '#000000' });
    expect((await admin.call('DELETE', `/products/colors/${spare.body.id}`)).status).toBe(200);
    expect((await anyone.call('GET', `/products/colors/${spare.body.id}`)).status).toBe(404);
  });
});

describe('inventories', () => {
  let inventory: VersionedInventory;

  beforeAll(async () => {
    inventory = await makeInventory(admin, { productId, name: `حریر ${t} سفید`, price: 2_000_000, stock: 7 });
  });

  it('get a unique name and product number, and are found every way the shop looks them up', async () => {
    expect(inventory).toMatchObject({
      unitType: 'half_meter',
      stock: 7,
      onSale: false,
      effectivePrice: 2_000_000,
    });
    expect(inventory.productNumber).toBeGreaterThan(10000);
    const dup = await admin.call('POST', '/products/inventory', {
      productId,
      name: inventory.name,
      price: 10,
      stock: 1,
    });
    expect(dup.status).toBe(409);
    const byName = await anyone.call('GET', `/products/inventory/name/${encodeURIComponent(inventory.name)}`);
    expect(byName.body.id).toBe(inventory.id);
    const byNumber = await anyone.call('GET', `/products/inventory/productNumber/${inventory.productNumber}`);
    expect(byNumber.body.id).toBe(inventory.id);
    expect((await anyone.call('GET', `/products/inventory/${inventory.id}`)).body.name).toBe(inventory.name);
    const ids = await anyone.call('GET', `/products/inventory/ids?ids=${inventory.id},${randomUUID()}`);
    expect(ids.body.map((i: Inventory) => i.id)).toEqual([inventory.id]);
    const list = await anyone.call<Page<Inventory>>(
      'GET',
      `/products/inventory?productId=${productId}&sort=price_desc`,
    );
    expect(list.body.items.map((i) => i.id)).toContain(inventory.id);
    const menu = await anyone.call('GET', `/products/inventory/category-menu/${categoryId}`);
    expect(menu.body.map((i: Inventory) => i.id)).toContain(inventory.id);
    expect((await anyone.call('GET', `/products/inventory/by-product-id/${productId}`)).status).toBe(401);
    expect(
      (await admin.call('GET', `/products/inventory/by-product-id/${productId}`)).body.length,
    ).toBeGreaterThan(0);
  });

  it('change price, sale and stock, refusing a sale price at or above the price', async () => {
    const bad = await admin.call('PATCH', `/products/inventory/${inventory.id}`, { salePrice: 2_000_000 });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('body.salePrice');
    const res = await admin.call('PATCH', `/products/inventory/${inventory.id}`, {
      salePrice: '۱۵۰۰۰۰۰',
      stock: 3,
      stockVersion: inventory.stockVersion,
    });
    expect(res.body).toMatchObject({
      salePrice: 1_500_000,
      onSale: true,
      effectivePrice: 1_500_000,
      stock: 3,
    });
    const onSale = await anyone.call<Page<Inventory>>('GET', '/products/inventory/onSale?limit=100');
    expect(onSale.body.items.map((i) => i.id)).toContain(inventory.id);
    const product = await anyone.call('GET', `/products/find-one/${productId}`);
    expect(product.body).toMatchObject({ minPrice: 1000, onSale: true });
    // Cards open the cheapest inventory still in stock.
    await admin.call('PATCH', `/products/inventory/${inventory.id}`, { salePrice: 500 });
    const cheaper = await anyone.call('GET', `/products/find-one/${productId}`);
    expect(cheaper.body).toMatchObject({ minPrice: 500, inventoryName: inventory.name });
    await admin.call('PATCH', `/products/inventory/${inventory.id}`, { salePrice: 1_500_000 });
  });

  it('take real images, refuse renamed text files and oversize files, reorder and remove them', async () => {
    const first = await admin.upload(
      'POST',
      `/products/inventory/upload-image/${inventory.id}`,
      {},
      await png('#719c95'),
    );
    expect(first.status).toBe(200);
    const second = await admin.upload(
      'POST',
      `/products/inventory/upload-image/${inventory.id}`,
      {},
      await png('#f02e00'),
    );
    const [a, b] = second.body.images.map((i: { key: string }) => i.key);
    expect(second.body.images).toHaveLength(2);

    const served = await fetch(`${stack.urls.api}${second.body.images[0].urls.large}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(900);

    const fake = await admin.upload(
      'POST',
      `/products/inventory/upload-image/${inventory.id}`,
      {},
      Buffer.from('hello'),
      'photo.jpg',
    );
    expect(fake.status).toBe(400);
    expect(fake.body.message).toMatch(/[\u0600-\u06FF]/);
    const huge = Buffer.concat([await png('#000000'), Buffer.alloc(11 * 1024 * 1024)]);
    expect(
      (await admin.upload('POST', `/products/inventory/upload-image/${inventory.id}`, {}, huge)).status,
    ).toBe(413);
    expect((await admin.upload('POST', `/products/inventory/upload-image/${inventory.id}`, {})).status).toBe(
      400,
    );
    expect(
      (
        await customer.upload(
          'POST',
          `/products/inventory/upload-image/${inventory.id}`,
          {},
          await png('#fff'),
        )
      ).status,
    ).toBe(401);

    const reordered = await admin.call('PATCH', `/products/inventory/${inventory.id}`, {
      imageOrder: [b, a],
    });
    expect(reordered.body.images.map((i: { key: string }) => i.key)).toEqual([b, a]);
    const removed = await admin.call('PATCH', `/products/inventory/remove-image/${inventory.id}`, { key: b });
    expect(removed.body.images.map((i: { key: string }) => i.key)).toEqual([a]);
    expect(
      (await admin.call('PATCH', `/products/inventory/remove-image/${inventory.id}`, { key: b })).status,
    ).toBe(404);
    const after = await admin.call('GET', `/products/inventory/${inventory.id}`);
    expect(after.body.images).toHaveLength(1);
    expect((await anyone.call('GET', `/products/find-one/${productId}`)).body.image).not.toBeNull();
  });

  it('go to the recycle bin and come back', async () => {
    const spare = await makeInventory(admin, { productId, name: `حریر ${t} یدک`, price: 500 });
    expect((await admin.call('DELETE', `/products/inventory/${randomUUID()}/${spare.id}`)).status).toBe(404);
    expect((await admin.call('DELETE', `/products/inventory/${productId}/${spare.id}`)).status).toBe(200);
    expect((await anyone.call('GET', `/products/inventory/${spare.id}`)).status).toBe(404);
    const bin = await admin.call('GET', '/products/get-all-removed?kind=inventories');
    expect(bin.body.items.map((i: Inventory) => i.id)).toContain(spare.id);
    expect((await admin.call('POST', `/products/inventory/recover/${spare.id}`)).body.deletedAt).toBeNull();
  });
});

describe('categories', () => {
  it('form a tree with main categories, posters, order and a recycle bin', async () => {
    const main = await makeCategory(admin, `اصلی ${t}`);
    const child = await makeCategory(admin, `فرعی ${t}`, main.id);
    const tree = await anyone.call('GET', '/categories/tree-mode');
    const node = tree.body.find((n: { id: string }) => n.id === main.id);
    expect(node.children.map((n: { id: string }) => n.id)).toEqual([child.id]);
    expect(
      (await anyone.call('GET', '/categories/all-main-categories')).body.map((c: { id: string }) => c.id),
    ).toContain(main.id);
    expect((await anyone.call('GET', `/categories/one/${main.id}`)).body.children).toHaveLength(1);
    expect((await anyone.call('GET', '/categories?limit=100')).body.total).toBeGreaterThan(1);

    const poster = await admin.upload(
      'POST',
      `/categories/image/poster/${main.id}/mobile`,
      {},
      await png('#ffb111'),
    );
    expect(poster.body.posters.mobile.urls.card).toMatch(/^\/media\//);
    expect(
      (await admin.upload('POST', `/categories/image/poster/${main.id}/sideways`, {}, await png('#ffb111')))
        .status,
    ).toBe(400);

    const cycle = await admin.call('PUT', `/categories/${main.id}`, { parentId: child.id });
    expect(cycle.status).toBe(400);
    expect((await admin.call('PUT', `/categories/${child.id}`, { order: 3 })).body.order).toBe(3);

    expect((await admin.call('DELETE', `/categories/category/${main.id}`)).status).toBe(409);
    expect((await admin.call('DELETE', `/categories/category/${child.id}`)).status).toBe(200);
    expect((await anyone.call('GET', `/categories/one/${child.id}`)).status).toBe(404);
    const bin = await admin.call('GET', '/products/get-all-removed?kind=product_categories');
    expect(bin.body.items.map((c: { id: string }) => c.id)).toContain(child.id);
    expect((await admin.call('PUT', `/categories/${child.id}`, { restore: true })).body.deletedAt).toBeNull();
  });
});
