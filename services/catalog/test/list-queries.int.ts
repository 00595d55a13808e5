import type { Category, Color, Design, Inventory, Page, Product, SearchHit } from '@ela/contracts';
import { ApiClient, adminApi, startTestStack } from '@ela/stack';
import { makeCategory, makeInventory, makeProduct, tag } from './catalog-fixtures';

jest.setTimeout(60_000);

// Every documented query parameter of a listing does what it says; `q` is folded as search
// folds it, and the LIKE wildcards people type (%, _) match only themselves.
type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let anyone: ApiClient;
const t = tag();

const names = async <T extends { name: string }>(path: string, q: string): Promise<string[]> => {
  // 50: the most the search takes in one page; listings take up to 100.
  const res = await anyone.call<Page<T>>('GET', `${path}?q=${encodeURIComponent(q)}&limit=50`);
  expect(res.status).toBe(200);
  return res.body.items.map((item) => item.name);
};

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway']);
  admin = await adminApi(stack);
  anyone = new ApiClient(stack.urls.api);
  for (const name of [`سرمه‌ای ${t}`, `صد% ${t}`, `زیر_خط ${t}`, `زیرXخط ${t}`]) {
    expect((await admin.call('POST', '/products/colors', { name, hex: '#102030' })).status).toBe(201);
  }
  for (const name of [`راه‌راه کج ${t}`, `طرح% ${t}`, `طرح_دو ${t}`, `طرحXدو ${t}`]) {
    expect((await admin.upload('POST', '/products/designs', { name })).status).toBe(201);
  }
  const fabrics = await makeCategory(admin, `پارچه‌های کتانی ${t}`);
  await makeCategory(admin, `حراج% ${t}`);
  await makeCategory(admin, `دسته_ویژه ${t}`);
  await makeCategory(admin, `دستهXویژه ${t}`);
  const percent = await makeProduct(admin, { name: `تخفیف 50% ${t}`, categoryId: fabrics.id });
  const plain = await makeProduct(admin, { name: `تخفیف 50 ${t}`, categoryId: fabrics.id });
  await makeInventory(admin, { productId: percent.id, name: `کد_یک ${t}`, price: 1000 });
  await makeInventory(admin, { productId: plain.id, name: `کدXیک ${t}`, price: 2000 });
});
afterAll(() => stack?.dispose());

describe('q on colours, designs and categories', () => {
  it('filters colours, folding Arabic letters and half-spaces', async () => {
    expect(await names<Color>('/products/colors', `سرمه اي ${t}`)).toEqual([`سرمه‌ای ${t}`]);
    expect(await names<Color>('/products/colors', t)).toHaveLength(4);
    expect(await names<Color>('/products/colors', `هیچ ${t}`)).toEqual([]);
  });

  it('filters designs', async () => {
    expect(await names<Design>('/products/designs', `راه راه كج`)).toEqual([`راه‌راه کج ${t}`]);
    expect(await names<Design>('/products/designs', `طرح`)).toHaveLength(3);
  });

  it('filters categories', async () => {
    expect(await names<Category>('/categories', `كتاني ${t}`)).toEqual([`پارچه‌های کتانی ${t}`]);
    const res = await anyone.call<Page<Category>>('GET', `/categories?q=${t}&limit=2&sort=name`);
    expect(res.body).toMatchObject({ total: 4, limit: 2 });
  });

  it('pages the recycle bin of products by name too', async () => {
    const doomed = await makeProduct(admin, {
      name: `دورریختنی ${t}`,
      categoryId: (await makeCategory(admin, `x ${t}`)).id,
    });
    await admin.call('DELETE', `/products/delete-one/${doomed.id}`);
    const res = await admin.call<Page<Product>>(
      'GET',
      `/products/deleted-products?q=${encodeURIComponent(`دورریختنی ${t}`)}`,
    );
    expect(res.body.items.map((p) => p.id)).toEqual([doomed.id]);
  });
});

describe('LIKE wildcards typed in q', () => {
  it.each([
    ['/products/colors', `صد% ${t}`, `زیر_خط ${t}`],
    ['/products/designs', `طرح% ${t}`, `طرح_دو ${t}`],
    ['/categories', `حراج% ${t}`, `دسته_ویژه ${t}`],
  ])('match only themselves in %s', async (path, withPercent, withUnderscore) => {
    expect(await names(path, '%')).toEqual([withPercent]);
    expect(await names(path, '_')).toEqual([withUnderscore]);
  });

  it('match only themselves in products and inventories, listed or searched', async () => {
    expect(await names<Product>('/products/get-all', '%')).toEqual([`تخفیف 50% ${t}`]);
    expect(await names<Inventory>('/products/inventory', '_')).toEqual([`کد_یک ${t}`]);
    expect(await names<Inventory>('/products/inventory', '%')).toEqual([`کد_یک ${t}`]);
    expect(await names<Inventory>('/products/inventory/search', '%')).toEqual([`کد_یک ${t}`]);
    expect(await names<Inventory>('/products/inventory/search', '_')).toEqual([`کد_یک ${t}`]);
    const hits = await anyone.call<SearchHit[]>('GET', `/search/header-search?q=${encodeURIComponent('%')}`);
    expect(hits.body.map((h) => h.title)).toEqual([`کد_یک ${t}`, `حراج% ${t}`]);
  });
});

describe('sort=name', () => {
  // By code point پ چ ژ ک گ ی came after every other letter, and و after ه.
  const alphabetical = ['بژ', 'پسته‌ای', 'زرد', 'ژله‌ای', 'کرم', 'گلبهی', 'وانیلی', 'هلویی', 'یاسی'];
  const u = tag();
  /** A listing's names by name; every path here carries a query already. */
  const listed = async (path: string) => {
    const res = await anyone.call<Page<{ name: string }>>('GET', `${path}&sort=name&limit=50`);
    expect(res.status).toBe(200);
    return res.body.items.map((item) => item.name);
  };
  const shuffled = [...alphabetical].reverse();
  const expected = alphabetical.map((name) => `${name} ${u}`);

  it('lists colours, designs and categories in the Persian alphabet', async () => {
    for (const name of shuffled) {
      await admin.call('POST', '/products/colors', { name: `${name} ${u}`, hex: '#203040' });
      await admin.upload('POST', '/products/designs', { name: `${name} ${u}` });
      await makeCategory(admin, `${name} ${u}`);
    }
    for (const path of ['/products/colors', '/products/designs', '/categories'])
      expect({ path, names: await listed(`${path}?q=${u}`) }).toEqual({ path, names: expected });
  });

  it('lists products, and one product’s inventories, in the Persian alphabet', async () => {
    const category = await makeCategory(admin, `رده ${u}`);
    const product = await makeProduct(admin, { name: `محصول ${u}`, categoryId: category.id });
    for (const name of shuffled) {
      await makeProduct(admin, { name: `${name} ${u}`, categoryId: category.id });
      await makeInventory(admin, { productId: product.id, name: `${name} ${u}`, price: 1000 });
    }
    // م between گ and و.
    const products = [...expected.slice(0, 6), `محصول ${u}`, ...expected.slice(6)];
    expect(await listed(`/products/get-all?q=${u}&categoryId=${category.id}`)).toEqual(products);
    expect(await listed(`/products/inventory?productId=${product.id}`)).toEqual(expected);
    expect(await listed(`/products/inventory?q=${u}`)).toEqual(expected);
  });
});
