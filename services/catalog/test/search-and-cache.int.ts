import { SUBJECTS, type Inventory, type Page, type SearchHit } from '@ela/contracts';
import { ApiClient, ServiceClient, adminApi, startTestStack } from '@ela/stack';
import { makeCategory, makeInventory, makeProduct, tag } from './catalog-fixtures';

jest.setTimeout(60_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let anyone: ApiClient;
let services: ServiceClient;
const t = tag();
let velvet: Inventory;
let curtain: Inventory;
let categoryId: string;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway']);
  admin = await adminApi(stack);
  anyone = new ApiClient(stack.urls.api);
  services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  categoryId = (await makeCategory(admin, `پارچه ${t}`)).id;
  const velvetProduct = await makeProduct(admin, { name: `مخمل کبریتی ${t}`, categoryId });
  velvet = await makeInventory(admin, {
    productId: velvetProduct.id,
    name: `مخمل کبریتی ${t} یشمی`,
    price: 4_850_000,
  });
  const curtainProduct = await makeProduct(admin, { name: `پارچه پرده‌ای ${t}`, categoryId });
  curtain = await makeInventory(admin, {
    productId: curtainProduct.id,
    name: `پرده‌ای ضدنور ${t} کرم`,
    price: 6_700_000,
  });
});
afterAll(async () => {
  await services?.close();
  await stack?.dispose();
});

const search = async (q: string) =>
  (
    await anyone.call<Page<Inventory>>(
      'GET',
      `/products/inventory/search?q=${encodeURIComponent(q)}&limit=20`,
    )
  ).body.items.map((i) => i.id);

describe('Persian search', () => {
  it('treats Arabic ي and ك as Persian ی and ک', async () => {
    expect(await search(`مخمل كبريتي ${t}`)).toContain(velvet.id);
  });

  it('ignores diacritics and matches as people type, by prefix', async () => {
    expect(await search(`مُخمَل ${t}`)).toContain(velvet.id);
    expect(await search(`${t} یشم`)).toContain(velvet.id);
  });

  it('takes a half-space and a space between word parts alike', async () => {
    expect(await search(`پرده ای ضدنور ${t}`)).toContain(curtain.id);
    expect(await search(`پرده\u200cای ضدنور ${t}`)).toContain(curtain.id);
  });

  it('finds product numbers typed in Persian or Arabic-Indic digits, first', async () => {
    const persian = String(velvet.productNumber).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    expect((await search(persian))[0]).toBe(velvet.id);
    const arabic = String(velvet.productNumber).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);
    expect((await search(arabic))[0]).toBe(velvet.id);
  });

  it('ranks the closer match first and suggests in the header search', async () => {
    expect((await search(`پرده‌ای ضدنور ${t} کرم`))[0]).toBe(curtain.id);
    const hits = await anyone.call<SearchHit[]>(
      'GET',
      `/search/header-search?q=${encodeURIComponent(`مخمل ${t}`)}`,
    );
    expect(hits.body[0]).toMatchObject({
      kind: 'inventory',
      id: velvet.id,
      path: `/product/${encodeURIComponent(velvet.name)}`,
      // What the shop groups a product's colours under.
      product: { id: velvet.productId, name: velvet.productName },
    });
    expect((await anyone.call('GET', '/search/header-search?q=')).status).toBe(400);
  });
});

describe('search rankings kept by the service', () => {
  /** What the service answers, straight over NATS (no edge cache), each time for another page size. */
  let size = 1;
  const found = async (q: string) =>
    (
      await services.request<Page<Inventory>>(SUBJECTS.catalog.inventories.search, {
        query: { q, limit: ++size },
      })
    ).items.map((i) => i.name);

  it('follow a new inventory, a rename and a deletion at once', async () => {
    // A word nothing else in this file's catalog holds, nor the names it is renamed to.
    const text = 'زربافت';
    expect(await found(text)).toEqual([]);
    const product = await makeProduct(admin, { name: `پارچه نو ${t}`, categoryId });
    const made = await makeInventory(admin, {
      productId: product.id,
      name: `زربافت ${t} طلایی`,
      price: 9_000_000,
    });
    expect(await found(text)).toEqual([`زربافت ${t} طلایی`]);
    await admin.call('PATCH', `/products/inventory/${made.id}`, { name: `زری ${t} طلایی` });
    expect(await found(text)).toEqual([]);
    await admin.call('PATCH', `/products/inventory/${made.id}`, { name: `زربافت ${t} طلایی` });
    expect(await found(text)).toEqual([`زربافت ${t} طلایی`]);
    await admin.call('DELETE', `/products/delete-one/${product.id}`);
    expect(await found(text)).toEqual([]);
  });
});

describe('the edge cache of public reads', () => {
  it('answers repeats from the edge with an ETag, and 304 when the client has it', async () => {
    const path = `/products/inventory/${velvet.id}`;
    const first = await anyone.call('GET', path);
    // The last test's deletion may still be on its way to the gateway, which then drops the cache.
    let second = first;
    await waitFor(async () => (second = await anyone.call('GET', path)).headers.get('x-cache') === 'hit');
    const etag = second.headers.get('etag')!;
    expect(etag).toBe(first.headers.get('etag'));
    const again = await fetch(`${stack.urls.api}${path}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('never serves a changed or deleted inventory stale after its event', async () => {
    const path = `/products/inventory/name/${encodeURIComponent(velvet.name)}`;
    await anyone.call('GET', path);
    // Cached before the change; as above, an event still on its way may drop it between two reads.
    await waitFor(async () => (await anyone.call('GET', path)).headers.get('x-cache') === 'hit');
    await admin.call('PATCH', `/products/inventory/${velvet.id}`, { price: 5_000_000 });
    await waitFor(async () => (await anyone.call('GET', path)).body.price === 5_000_000);

    await admin.call('DELETE', `/products/inventory/${velvet.productId}/${velvet.id}`);
    await waitFor(async () => (await anyone.call('GET', path)).status === 404);
  });
});

/**
 * The change event crosses NATS after the write commits (the relay gathers commits for 100 ms
 * first); allow it a moment, not a max age.
 */
async function waitFor(check: () => Promise<boolean>, ms = 2_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('reading your own writes', () => {
  it('shows an admin their change on the very next read through the same gateway', async () => {
    const path = `/products/inventory/${curtain.id}`;
    await anyone.call('GET', path);
    let stock = curtain.stock;
    for (const stockDelta of [1, 1, -3]) {
      stock += stockDelta;
      await admin.call('PATCH', path, { stockDelta });
      expect((await anyone.call('GET', path)).body.stock).toBe(stock);
    }
  });
});
