import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type {
  Address,
  BlogArticleSummary,
  BlogCategory,
  Category,
  Color,
  Design,
  Discount,
  Inventory,
  Page as Listing,
  PlacedOrder,
  Product,
} from '@ela/contracts';
import { LocalMediaStore } from '@ela/media';
import {
  APP_NAMES,
  ApiClient,
  GatewaySim,
  ServiceClient,
  adminApi,
  comeBack,
  startTestStack,
  TEST_ADDRESS,
} from '@ela/stack';
import { seedCatalog } from '@ela/tools/seed';
import { seedContent } from '@ela/tools/seed-content';
import { seedOrders } from '@ela/tools/seed-orders';
import { accessibilityProblems } from './support/axe';
import { launchBrowser } from './support/browser';
import { addSessionCookies, ensureAdmin, freshPhone } from './support/session';

// Every screen at two widths, with axe: longer than one page's test.
jest.setTimeout(420_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
type Audience = 'visitor' | 'customer' | 'admin';
let stack: TestStack;
let browser: Browser;
const contexts = new Map<string, BrowserContext>();
const routes: Record<Audience, string[]> = { visitor: [], customer: [], admin: [] };

const WIDTHS = [390, 1280] as const;

/** Every screen of shared/spec/screens.md, and the few the shop adds, with real data behind it. */
async function screens(): Promise<void> {
  const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  const media = new LocalMediaStore(stack.config.mediaDir);
  await seedCatalog(services, media);
  await seedOrders(services);
  await seedContent(services, media);
  await services.close();
  const admin = await adminApi(stack);
  const products = (await admin.call<Listing<Product>>('GET', '/products/get-all?limit=1')).body.items;
  const inventories = (await admin.call<Listing<Inventory>>('GET', '/products/inventory?limit=1')).body.items;
  const tree = (await admin.call<Category[]>('GET', '/categories/all-main-categories')).body;
  const color = (await admin.call<Listing<Color>>('GET', '/products/colors?limit=1')).body.items[0];
  const design = (await admin.call<Listing<Design>>('GET', '/products/designs?limit=1')).body.items[0];
  const discount = (await admin.call<Listing<Discount>>('GET', '/discount/all?limit=1')).body.items[0];
  const [product, inventory, main] = [products[0], inventories[0], tree[0]];
  const article = (await admin.call<Listing<BlogArticleSummary>>('GET', '/blog/all?limit=1')).body.items[0];
  const blogCategory = (await admin.call<BlogCategory[]>('GET', '/blog/category/all')).body[0];

  // A customer with a paid order and one waiting for payment; the browser holds the same session.
  const customerContext = await newContext();
  const phone = freshPhone();
  const pair = await addSessionCookies(customerContext, stack, 'user', phone);
  contexts.set('customer', customerContext);
  const customer = new ApiClient(stack.urls.api).as(pair.access_token);
  const address = await customer.call<Address>('POST', '/address', TEST_ADDRESS);
  const order = async () => {
    await customer.call('POST', '/basket/create', { lines: [{ inventoryId: inventory.id, quantity: 2 }] });
    const placed = await customer.call<PlacedOrder>('POST', '/order', {
      addressId: address.body.id,
      shippingMethod: 'Post',
      gateway: 'MockTest',
    });
    expect(placed.status).toBe(201);
    return placed.body;
  };
  const paid = await order();
  // Paid at the simulated bank; its return page is audited as the customer comes back to it.
  const reference = new URL(paid.payment.url!).pathname.split('/').pop()!;
  const bankReturn = await new GatewaySim(stack.urls.gatewaySim).act(reference, 'pay');
  expect((await comeBack(customer, bankReturn)).body).toMatchObject({ status: 'Success' });
  const returnPage = bankReturn.method === 'GET' ? new URL(bankReturn.url) : null;
  // The one waiting for payment: its page offers to pay it, with the deadline and the gateways.
  const unpaid = await order();
  await customer.call('POST', '/basket/create', { lines: [{ inventoryId: inventory.id, quantity: 1 }] });

  const adminContext = await newContext();
  const adminPhone = freshPhone();
  await ensureAdmin(stack, adminPhone);
  await addSessionCookies(adminContext, stack, 'admin', adminPhone);
  contexts.set('admin', adminContext);
  // A visitor with a line waiting in this browser and one whose inventory is gone: the guest basket.
  const visitorContext = await newContext();
  await visitorContext.addInitScript(
    (lines) =>
      localStorage.getItem('pendingBasket_v1') ??
      localStorage.setItem('pendingBasket_v1', JSON.stringify({ version: 1, lines })),
    [
      { inventoryId: inventory.id, quantity: 1 },
      { inventoryId: randomUUID(), quantity: 1 },
    ],
  );
  contexts.set('visitor', visitorContext);

  routes.visitor = [
    '/',
    '/shop',
    '/discount',
    '/categories',
    `/category/${main.id}`,
    `/category/${main.id}/subCategories`,
    '/login',
    '/basket',
    '/product',
    `/product/${encodeURIComponent(inventory.name)}`,
    `/search/${encodeURIComponent('کتان')}`,
    '/ela-story',
    '/blog',
    `/blog/${encodeURIComponent(article.title)}`,
    '/league',
    '/league/toddlers',
    // Returns nobody's payment knows: the pages say so.
    '/payment/zarinpal/verify?Authority=A00000000000000000000000000000000000&Status=NOK',
    '/payment/parsian/verify?token=1234',
    '/panel/login',
    '/no-such-page',
    // The same 404 page, reached through the shop's product page.
    `/product/${encodeURIComponent('ناموجود')}`,
  ];
  routes.customer = [
    '/basket',
    '/checkout',
    ...(returnPage ? [`${returnPage.pathname}${returnPage.search}`] : []),
    '/league/toddlers/upload',
    '/profile',
    '/profile/gifts',
    '/profile/orders',
    `/profile/orders/${paid.id}`,
    `/profile/orders/${paid.id}/invoice`,
    `/profile/orders/${unpaid.id}`,
    '/profile/track-orders',
  ];
  routes.admin = [
    '/panel',
    '/panel/information',
    '/panel/information/dead-letters',
    ...crud('blog', article.id),
    '/panel/blog/removed-blogs',
    ...crud('blog/categories', blogCategory.id),
    '/panel/league',
    ...crud('discount', discount.id),
    ...crud('products', product.id),
    '/panel/products/removed-products',
    ...crud('products/colors', color.id),
    ...crud('products/designs', design.id),
    `/panel/products/inventories/${product.id}`,
    ...crud('categories', main.id),
    '/panel/transactions',
    '/panel/transactions/paid',
    '/panel/transactions/payments',
    '/panel/transactions/payments?state=refund_owed',
    '/panel/transactions/delivered',
    '/panel/volumetric-weights',
    '/panel/shipping-prices',
    '/panel/audit-log',
  ];
}

const crud = (base: string, id: string) => [
  `/panel/${base}`,
  `/panel/${base}/define`,
  `/panel/${base}/${id}`,
];

function newContext(): Promise<BrowserContext> {
  // axe is added from an address of its own, which the pages' policy refuses.
  return browser.newContext({ locale: 'fa-IR', bypassCSP: true });
}

beforeAll(async () => {
  stack = await startTestStack([...APP_NAMES]);
  browser = await launchBrowser();
  await screens();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

interface Finding {
  path: string;
  width: number;
  problems: string[];
}

/** Requests each page has open now, counted from its first audit on. */
const openRequests = new WeakMap<Page, () => number>();

function countOpenRequests(page: Page): () => number {
  let open = 0;
  const done = () => open--;
  page.on('request', () => open++);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open;
}

/**
 * Until the page has no request open at two looks in a row: its data and lazy parts are in. Unlike
 * `networkidle`, it does not then wait another half second of quiet on every screen.
 */
async function requestsSettled(page: Page): Promise<void> {
  const open = openRequests.get(page)!;
  const deadline = Date.now() + 15_000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    quiet = open() === 0 ? quiet + 1 : 0;
    await page.waitForTimeout(50);
  }
}

/** Opens a page, waits until it has settled, and lists what axe and the page's structure find wrong. */
async function audit(page: Page, path: string, width: number): Promise<Finding> {
  if (!openRequests.has(page)) openRequests.set(page, countOpenRequests(page));
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${stack.urls.shell}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], .page-loading') && document.querySelector('h1'),
    undefined,
    { timeout: 15_000 },
  );
  await requestsSettled(page);
  return check(page, path, width);
}

/**
 * Opens a page at the narrowest width and audits it, then widens the window and audits it again at
 * each width: the layouts follow the width in CSS alone (no script reads it for what it shows), so
 * one load serves every width, and loading the apps again was half of this file's time.
 */
async function auditAtEveryWidth(page: Page, path: string): Promise<Finding[]> {
  const [first, ...rest] = WIDTHS;
  const findings = [await audit(page, path, first)];
  for (const width of rest) {
    await page.setViewportSize({ width, height: 900 });
    // A wider layout may show pictures the narrow one left for later.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await requestsSettled(page);
    findings.push(await check(page, path, width));
  }
  return findings;
}

/** What axe and the page's structure find wrong with the page as it is now. */
async function check(page: Page, path: string, width: number): Promise<Finding> {
  return { path, width, problems: await accessibilityProblems(page) };
}

describe('parts that open on request', () => {
  it.each(WIDTHS)(
    'pass as well when open at %ipx: filters, search suggestions, the picture viewer',
    async (width) => {
      const page = await contexts.get('visitor')!.newPage();
      const findings: Finding[] = [];
      await audit(page, '/shop', width);
      await page.getByText('فیلترها').click();
      await page.getByLabel('رنگ').locator('option').nth(1).waitFor({ state: 'attached' });
      findings.push(await check(page, '/shop with its filters open', width));

      const box = page.getByRole('combobox', { name: 'جستجو در فروشگاه' });
      await box.click();
      await box.pressSequentially('نوار', { delay: 30 });
      await page.getByRole('option').first().waitFor();
      findings.push(await check(page, '/shop with search suggestions', width));

      await audit(
        page,
        routes.visitor.find((path) => path.startsWith('/product/'))!,
        width,
      );
      await page.getByRole('button', { name: 'نمایش تمام‌صفحه و بزرگ‌نمایی' }).click();
      await page.getByRole('dialog').waitFor();
      findings.push(await check(page, 'the picture viewer', width));
      await page.close();
      expect(findings.filter((f) => f.problems.length)).toEqual([]);
    },
  );
});

describe.each(['visitor', 'customer', 'admin'] as Audience[])('every screen a %s opens', (audience) => {
  it(`has no serious or critical axe violation, one h1 and no sideways scrolling at ${WIDTHS.join(' and ')}px`, async () => {
    const page = await contexts.get(audience)!.newPage();
    const findings: Finding[] = [];
    for (const path of routes[audience]) findings.push(...(await auditAtEveryWidth(page, path)));
    await page.close();
    expect(routes[audience].length).toBeGreaterThan(5);
    expect(findings).toHaveLength(routes[audience].length * WIDTHS.length);
    expect(findings.filter((f) => f.problems.length)).toEqual([]);
  });
});
