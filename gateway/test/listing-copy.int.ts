import {
  PRODUCT_SORTS,
  SUBJECTS,
  UNIT_TYPES,
  type ListingChanges,
  type Page,
  type Product,
} from '@ela/contracts';
import {
  ApiClient,
  ServiceClient,
  adminApi,
  makeCategory,
  makeInventory,
  makeProduct,
  startTestStack,
  SYSTEM_ADMIN,
} from '@ela/stack';

jest.setTimeout(120_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let anyone: ApiClient;
let catalog: ServiceClient;
const categories: string[] = [];
const colours: string[] = [];
const designs: string[] = [];
const products: string[] = [];

/** A small seeded generator, so a failure names a query that fails again. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway']);
  admin = await adminApi(stack);
  anyone = new ApiClient(stack.urls.api);
  catalog = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  const root = await makeCategory(admin, 'پارچه');
  categories.push(root.id);
  for (const name of ['کتان', 'مخمل']) {
    const main = await makeCategory(admin, name, root.id);
    categories.push(main.id, (await makeCategory(admin, `${name} نرم`, main.id)).id);
  }
  categories.push((await makeCategory(admin, 'لوازم')).id);
  for (const [i, hex] of ['#c0392b', '#2e86c1', '#27ae60'].entries())
    colours.push((await admin.call('POST', '/products/colors', { name: `رنگ ${i}`, hex })).body.id);
  for (const name of ['راه‌راه', 'گل‌دار'])
    designs.push((await admin.upload('POST', '/products/designs', { name })).body.id);
  const next = random(7);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  // Names that tie, differ by a joiner or a digit, are Latin, or start with letters code points
  // misplace (پ گ ی, و before ه); prices that tie; some unpriced.
  const names = [
    'مخمل',
    'مخمل ۲',
    'مخمل‌نما',
    'Cotton',
    'cotton',
    'ابریشم',
    'آستر',
    'ساتن',
    'ساتن',
    'پشمی',
    'گیپور',
    'یاسی',
    'وال',
    'هلویی',
  ];
  // Descriptions as long as they may be, so the copy's first read comes in pages cut by size.
  const description = 'پارچهٔ نرم و خنک '.repeat(290).slice(0, 5000);
  for (let n = 0; n < 60; n++) {
    const made = await makeProduct(admin, {
      name: `${pick(names)} ${n % 4}`,
      description,
      categoryId: pick(categories),
      unitType: pick(UNIT_TYPES),
    });
    products.push(made.id);
    const inventories = Math.floor(next() * 3);
    for (let i = 0; i < inventories; i++)
      await makeInventory(admin, {
        productId: made.id,
        name: `${made.name} ${n}-${i}`,
        price: pick([500_000, 1_000_000, 1_000_000, 2_500_000, 7_000_000]),
        stock: pick([0, 0, 3, 12]),
        ...(next() < 0.7 && { colorId: pick(colours) }),
        ...(next() < 0.4 && { designId: pick(designs) }),
      });
  }
});
afterAll(async () => {
  await catalog?.close();
  await stack?.dispose();
});

/** Listings of every shape the storefront sends, first pages and pages by number. */
function queries(count: number, seed: number): Record<string, string>[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return Array.from({ length: count }, () => {
    const query: Record<string, string> = {
      sort: pick(PRODUCT_SORTS),
      limit: String(1 + Math.floor(next() * 7)),
    };
    if (next() < 0.6) query.categoryId = pick(categories);
    const min = pick([0, 500_000, 1_000_000, 2_000_000]);
    if (next() < 0.3) query.minPrice = String(min);
    // A range upside down is a 400; the copy is asked only what the catalog would answer.
    if (next() < 0.3) query.maxPrice = String(min + pick([0, 1_000_000, 7_000_000]));
    if (next() < 0.2) query.unitType = pick(UNIT_TYPES);
    if (next() < 0.3) query.inStock = pick(['true', 'false']);
    if (next() < 0.2) query.colorId = pick(colours);
    if (next() < 0.1) query.designId = pick(designs);
    if (next() < 0.3) query.page = String(2 + Math.floor(next() * 3));
    return query;
  });
}

/** The listing through the gateway and straight from the catalog, with where the gateway's came from. */
async function both(query: Record<string, string>) {
  const res = await anyone.call<Page<Product>>('GET', `/products/get-all?${new URLSearchParams(query)}`);
  expect({ query, status: res.status }).toEqual({ query, status: 200 });
  const truth = await catalog.request<Page<Product>>(SUBJECTS.catalog.products.list, { query });
  return { copied: res.body, truth, source: res.headers.get('x-cache') };
}

/** Until the gateway answers from its copy again (it is marked behind by every change it hears of). */
async function copyAnswers(): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (let n = 0; Date.now() < deadline; n++) {
    const res = await anyone.call('GET', `/products/get-all?limit=${1 + (n % 50)}&page=${1 + n}`);
    if (res.headers.get('x-cache') === 'copy') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the gateway never answered from its copy');
}

/** Every query, and the pages after each by cursor, answered by the copy as the catalog answers them. */
async function sameAsCatalog(all: Record<string, string>[], quiet = false): Promise<void> {
  await copyAnswers();
  let misses = 0;
  for (const query of all) {
    let { copied, truth, source } = await both(query);
    expect({ query, copied }).toEqual({ query, copied: truth });
    if (source === 'miss') misses++;
    for (let pages = 0; truth.nextCursor && pages < 3; pages++) {
      ({ copied, truth, source } = await both({ ...query, cursor: truth.nextCursor, page: '1' }));
      expect({ query, copied }).toEqual({ query, copied: truth });
    }
  }
  // With nothing changing meanwhile the copy answers (a repeated address is a hit), but for an event
  // of the setup's writes still on its way, which marks it behind until the next listing has it read.
  // After writes, their events do that more often, and the catalog answers meanwhile.
  if (quiet) expect(misses).toBeLessThan(all.length / 20);
}

describe("the gateway's copy of the product listings", () => {
  it('answers every sort, filter and page exactly as the catalog does', async () => {
    const firstPage = await catalog.request<ListingChanges>(SUBJECTS.catalog.listings.changes, {
      body: { since: null, after: null },
    });
    expect(firstPage.more).toBe(true);
    expect(firstPage.rows.length).toBeLessThan(products.length);
    await sameAsCatalog(queries(200, 1), true);
  });

  it("follows the catalog's changes: prices, stock, deletions, categories", async () => {
    const product = await catalog.request<Product>(SUBJECTS.catalog.products.findOne, {
      params: { id: products[3] },
    });
    const made = await makeInventory(admin, {
      productId: product.id,
      name: `${product.name} تازه`,
      price: 100_000,
      stock: 0,
    });
    // The gateway that took the write answers its writer from after it at once.
    const cheapest = await both({ sort: 'price_asc', limit: '1' });
    expect(cheapest.copied).toEqual(cheapest.truth);
    expect(cheapest.copied.items[0].id).toBe(product.id);

    const patched = await admin.call('PATCH', `/products/inventory/${made.id}`, { stockDelta: 4 });
    expect(patched.status).toBe(200);
    expect((await admin.call('DELETE', `/products/delete-one/${products[5]}`)).status).toBeLessThan(300);
    expect(
      (await admin.call('PUT', `/categories/${categories[1]}`, { name: 'کتان ایرانی' })).status,
    ).toBeLessThan(300);
    await sameAsCatalog(queries(60, 2));

    const gone = await both({ sort: 'newest', limit: '50' });
    expect(gone.copied.items.map((p) => p.id)).not.toContain(products[5]);
    expect((await admin.call('POST', `/products/undo-delete/${products[5]}`)).status).toBeLessThan(300);
    await sameAsCatalog(queries(40, 3));
  });

  it('learns of writes another gateway took from their events', async () => {
    // Straight to the catalog, as another gateway replica would send it: this one hears only the event.
    await catalog.request(SUBJECTS.catalog.products.remove, { params: { id: products[8] } }, SYSTEM_ADMIN);
    // Sooner than the copy reads changes unasked (every 5 s): it is the event that tells it. (Slack
    // for a busy machine: the event leaves through the catalog's outbox.)
    const deadline = Date.now() + 4_500;
    let listed = true;
    // Each address once (limits of 40 to 100 list every product), so no cached answer hides the change.
    for (let limit = 40; listed && limit <= 100 && Date.now() < deadline; limit++) {
      const page = await anyone.call<Page<Product>>('GET', `/products/get-all?sort=oldest&limit=${limit}`);
      expect(page.status).toBe(200);
      listed = page.body.items.some((p) => p.id === products[8]);
      if (listed) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(listed).toBe(false);
    await sameAsCatalog(queries(30, 4));
  });
});
