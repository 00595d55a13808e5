import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import type { Category, Inventory, Product } from '@ela/contracts';
import { adminApi, startTestStack } from '@ela/stack';
import { launchBrowser, phonePage } from './support/browser';

// The project's testTimeout is ignored when jest runs all projects from the root.
jest.setTimeout(120_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;
let category: Category;
let inventory: Inventory;

const run = randomUUID().slice(0, 6);
const productName = `پارچه ساتن ${run}`;
const inventoryName = `${productName} "براق" <سفید>`;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ROUTE_RULES = [
  { from: '/old-shop', to: '/shop' },
  { from: '/sale', to: '/discount', status: 302 },
  { from: '/instagram', to: 'https://instagram.com/ela.shop', status: 307 },
];

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway', 'shop', 'shell'], {
    shell: { ROUTE_RULES: JSON.stringify(ROUTE_RULES) },
  });
  const api = await adminApi(stack);
  category = (
    await api.upload('POST', '/categories', { name: `ساتن ${run}`, description: 'ساتن‌های براق مجلسی' })
  ).body;
  const product: Product = (
    await api.call('POST', '/products/create-one', {
      name: productName,
      categoryId: category.id,
      unitType: 'meter',
      description: 'ساتن براق برای لباس مجلسی و روسری',
    })
  ).body;
  const created = await api.call<Inventory>('POST', '/products/inventory', {
    productId: product.id,
    name: inventoryName,
    price: 3_200_000,
    salePrice: 2_880_000,
    stock: 5,
  });
  const png = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#f3ede2' } })
    .png()
    .toBuffer();
  inventory = (await api.upload('POST', `/products/inventory/upload-image/${created.body.id}`, {}, png)).body;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const productPath = (name: string) => `/product/${encodeURIComponent(name)}`;
const get = (path: string, userAgent?: string) =>
  fetch(`${stack.urls.shell}${path}`, {
    redirect: 'manual',
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });

/** The JSON-LD blocks of a page, parsed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever shape the page wrote
function jsonLd(html: string): Array<Record<string, any>> {
  // The element carries the page's CSP nonce.
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
}

describe('what crawlers read, without running JavaScript', () => {
  it('gives a product page its title, description, canonical link, Open Graph and a Product in IRR', async () => {
    const response = await get(productPath(inventoryName), GOOGLEBOT);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<title>پارچه ساتن ' + run + ' &quot;براق&quot; &lt;سفید&gt; | فروشگاه اِلا</title>',
    );
    expect(html).toContain('<meta name="description" content="ساتن براق برای لباس مجلسی و روسری" />');
    const url = `${stack.urls.shell}${productPath(inventoryName)}`;
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      `<meta property="og:image" content="${stack.urls.api}${inventory.images[0].urls.large}" />`,
    );
    expect(html).toContain('<meta property="product:price:currency" content="IRR" />');
    const [productData, trail] = jsonLd(html);
    expect(productData).toMatchObject({
      '@type': 'Product',
      name: inventoryName,
      sku: String(inventory.productNumber),
      offers: {
        price: 2_880_000,
        priceCurrency: 'IRR',
        availability: 'https://schema.org/InStock',
        url,
        priceSpecification: { referenceQuantity: { value: 1, unitCode: 'MTR' } },
      },
    });
    expect(trail.itemListElement.map((crumb: { name: string }) => crumb.name)).toEqual([
      'خانه',
      category.name,
      inventoryName,
    ]);
  });

  it('gives a category page its name and description, and every other screen its own title', async () => {
    const html = await (await get(`/category/${category.id}`)).text();
    expect(html).toContain(`<title>${category.name} | فروشگاه اِلا</title>`);
    expect(html).toContain('<meta name="description" content="ساتن‌های براق مجلسی" />');
    const titles = new Set<string>();
    for (const path of ['/', '/shop', '/discount', '/categories', '/basket', '/panel/products']) {
      const page = await (await get(path)).text();
      titles.add(/<title>(.*?)<\/title>/.exec(page)![1]);
    }
    expect(titles.size).toBe(6);
  });

  it('answers 404 for a product or category that does not exist: the 404 page to people, a bare 404 to bots', async () => {
    for (const path of [
      productPath(`ناموجود ${run}`),
      `/category/${randomUUID()}`,
      `/category/${randomUUID()}/subCategories`,
    ]) {
      const person = await get(path);
      expect(person.status).toBe(404);
      expect(await person.text()).toContain('<div id="root"></div>');
      const bot = await get(path, GOOGLEBOT);
      expect(bot.status).toBe(404);
      expect(await bot.text()).not.toContain('<html');
    }
  });

  it('lists products and categories in the sitemap, and names it in robots.txt', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${stack.urls.shell}/sitemap.xml`);
    const index = await (await get('/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    // No content service in this stack: its GET /blog/all is unknown to the gateway, so no blog file.
    expect(files).toEqual([
      `${stack.urls.shell}/sitemaps/pages.xml`,
      `${stack.urls.shell}/sitemaps/products-1.xml`,
    ]);
    const pages = await (await fetch(files[0])).text();
    expect(pages).toContain(`<loc>${stack.urls.shell}/category/${category.id}</loc>`);
    expect(pages).toContain(`<loc>${stack.urls.shell}/discount</loc>`);
    expect(pages).not.toContain('/basket');
    const products = await (await fetch(files[1])).text();
    expect(products).toContain(`<loc>${stack.urls.shell}${productPath(inventoryName)}</loc>`);
  });
});

describe('in the browser', () => {
  it('shows a missing product and an unknown address as the same Persian 404 page, inside the shop', async () => {
    const page = await phonePage(browser);
    const missing = `ناموجود ${run}`;
    const response = await page.goto(`${stack.urls.shell}${productPath(missing)}`);
    expect(response?.status()).toBe(404);
    const heading = page.getByRole('heading', { name: 'صفحه‌ای که دنبالش بودید پیدا نشد' });
    await heading.waitFor();
    expect(await page.title()).toBe('صفحه پیدا نشد | فروشگاه اِلا');
    // Said once, on the page: no toast repeats that it was not found.
    expect(await page.locator('.toast').count()).toBe(0);
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain(missing);
    expect(main).not.toMatch(/Page not found|%[0-9A-F]{2}/);
    // The shop around it: the header's search and basket, the phone's bottom bar, the footer.
    await page.getByRole('combobox', { name: 'جستجو در فروشگاه' }).waitFor();
    await page.getByRole('navigation', { name: 'ناوبری پایین' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    const categories = page.getByRole('navigation', { name: 'دسته‌بندی‌های اصلی' });
    await categories.getByRole('link', { name: category.name }).waitFor();

    // An address that is no page at all gets the same page, and its search leads on.
    expect((await page.goto(`${stack.urls.shell}/no/such/page`))?.status()).toBe(404);
    await heading.waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.getByRole('searchbox', { name: 'دنبال چه می‌گشتید؟' }).fill('ساتن');
    await page.getByRole('searchbox', { name: 'دنبال چه می‌گشتید؟' }).press('Enter');
    await page.waitForURL(`${stack.urls.shell}/search/${encodeURIComponent('ساتن')}`);
    await page.context().close();
  });

  it('retitles the page as people move through the shop', async () => {
    const page = await phonePage(browser);
    await page.goto(`${stack.urls.shell}${productPath(inventoryName)}`);
    await page.getByRole('heading', { level: 1, name: inventoryName }).waitFor();
    expect(await page.title()).toBe(`${inventoryName} | فروشگاه اِلا`);
    await page.goto(`${stack.urls.shell}/category/${category.id}`);
    await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
    await page.getByRole('link', { name: 'خانه' }).first().click();
    await page.waitForURL(`${stack.urls.shell}/`);
    await page.waitForFunction(() => document.title === 'پارچه و لوازم خیاطی | فروشگاه اِلا');
    await page.context().close();
  });
});

describe('route rules from configuration', () => {
  it('redirects permanently, temporarily and to other sites', async () => {
    const moved = await get('/old-shop?sort=newest');
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/shop?sort=newest']);
    const sale = await get('/sale');
    expect([sale.status, sale.headers.get('location')]).toEqual([302, '/discount']);
    const away = await get('/instagram');
    expect([away.status, away.headers.get('location')]).toEqual([307, 'https://instagram.com/ela.shop']);

    const page = await phonePage(browser);
    await page.goto(`${stack.urls.shell}/old-shop`);
    expect(new URL(page.url()).pathname).toBe('/shop');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().close();
  });
});
