import type { Page, Product } from '@ela/contracts';
import { ApiClient, adminApi, startTestStack } from '@ela/stack';
import { makeCategory, makeInventory, makeProduct, tag } from './catalog-fixtures';

jest.setTimeout(60_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let anyone: ApiClient;
const t = tag();
const ids: Record<string, string> = {};

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway']);
  const admin = await adminApi(stack);
  anyone = new ApiClient(stack.urls.api);
  ids.category = (await makeCategory(admin, `فیلتر ${t}`)).id;
  ids.red = (await admin.call('POST', '/products/colors', { name: `قرمز ${t}`, hex: '#c0392b' })).body.id;
  ids.blue = (await admin.call('POST', '/products/colors', { name: `آبی ${t}`, hex: '#2e86c1' })).body.id;
  ids.striped = (await admin.upload('POST', '/products/designs', { name: `راه‌راه ${t}` })).body.id;
  const product = async (name: string, inventories: Record<string, unknown>[]) => {
    const made = await makeProduct(admin, { name: `${name} ${t}`, categoryId: ids.category });
    for (const [i, body] of inventories.entries())
      await makeInventory(admin, { productId: made.id, name: `${name} ${t} ${i}`, ...body });
  };
  await product('کتان', [{ colorId: ids.red, price: 1_000_000, stock: 5 }]);
  await product('مخمل', [{ colorId: ids.blue, price: 5_000_000, stock: 0 }]);
  await product('ساتن', [
    { colorId: ids.red, designId: ids.striped, price: 3_000_000, stock: 2 },
    { colorId: ids.blue, price: 3_500_000, stock: 0 },
  ]);
});
afterAll(() => stack?.dispose());

async function names(query: string): Promise<string[]> {
  const res = await anyone.call<Page<Product>>(
    'GET',
    `/products/get-all?categoryId=${ids.category}&sort=name&${query}`,
  );
  expect(res.status).toBe(200);
  return res.body.items.map((p) => p.name.replace(` ${t}`, ''));
}

describe('filtering the product listing', () => {
  it('by colour and design of any live inventory, by stock, and by price range', async () => {
    expect(await names(`colorId=${ids.red}`)).toEqual(['ساتن', 'کتان']);
    expect(await names(`colorId=${ids.blue}`)).toEqual(['ساتن', 'مخمل']);
    expect(await names(`designId=${ids.striped}`)).toEqual(['ساتن']);
    expect(await names('inStock=true')).toEqual(['ساتن', 'کتان']);
    expect(await names('inStock=false')).toEqual(['مخمل']);
    // Prices in whole Rials, written with Persian digits as a phone keyboard sends them.
    expect(await names(`minPrice=${encodeURIComponent('۲۰۰۰۰۰۰')}&maxPrice=4000000`)).toEqual(['ساتن']);
    expect(await names(`colorId=${ids.blue}&inStock=true`)).toEqual(['ساتن']);
    const counted = await anyone.call<Page<Product>>(
      'GET',
      `/products/get-all?categoryId=${ids.category}&colorId=${ids.red}`,
    );
    expect(counted.body.total).toBe(2);
  });

  it('refuses a range upside down, naming the field', async () => {
    const res = await anyone.call('GET', '/products/get-all?minPrice=5000&maxPrice=100');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('maxPrice');
  });
});
