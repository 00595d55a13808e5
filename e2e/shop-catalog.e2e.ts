import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
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
// Written with the Persian ک and ی; the customer types the Arabic ك and ي.
const productName = `پارچه کتان نخی ${run}`;
const inventoryName = `${productName} سفید`;
const PRICE = 2_450_000;
const SALE_PRICE = 1_960_000;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway', 'shop', 'panel', 'shell']);
  const api = await adminApi(stack);
  category = (await api.upload('POST', '/categories', { name: `پارچه لباسی ${run}` })).body;
  const product: Product = (
    await api.call('POST', '/products/create-one', {
      name: productName,
      categoryId: category.id,
      unitType: 'half_meter',
      description: 'کتان نخی خنک برای پیراهن تابستانی',
    })
  ).body;
  const created = await api.call<Inventory>('POST', '/products/inventory', {
    productId: product.id,
    name: inventoryName,
    price: PRICE,
    salePrice: SALE_PRICE,
    stock: 8,
  });
  expect(created.status).toBe(201);
  const png = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#e9e4d8' } })
    .png()
    .toBuffer();
  const uploaded = await api.upload('POST', `/products/inventory/upload-image/${created.body.id}`, {}, png);
  expect(uploaded.status).toBe(200);
  inventory = uploaded.body;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const persianDigits = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

/** Opens the phone's search bar from the header and types as a person would. */
async function searchFromHeader(page: Page, text: string) {
  await page.goto(stack.urls.shell);
  // On phones the search field is always in the header.
  const box = page.getByRole('combobox', { name: 'جستجو در فروشگاه' });
  await box.click();
  await box.pressSequentially(text, { delay: 40 });
  return page.getByRole('option').filter({ hasText: inventoryName });
}

describe('browsing the catalog on a phone', () => {
  it('finds a fabric typed with Arabic letters, opens it and prices one and a half meters', async () => {
    const page = await phonePage(browser);
    const suggestion = await searchFromHeader(page, 'كتان نخي');
    await suggestion.waitFor();
    expect(await suggestion.textContent()).toContain('۱۹۶٬۰۰۰ تومان');
    await suggestion.click();
    await page.waitForURL((url) => url.pathname === `/product/${encodeURIComponent(inventoryName)}`);

    await page.getByRole('heading', { level: 1, name: inventoryName }).waitFor();
    const image = page.getByRole('img', { name: /تصویر ۱ از ۱/ });
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
    );
    const purchase = page.getByRole('region', { name: 'قیمت و مقدار' });
    expect(await purchase.textContent()).toContain('قیمت هر نیم‌متر');
    expect(await purchase.locator('del').textContent()).toContain('۲۴۵٬۰۰۰ تومان');
    expect(await page.getByRole('navigation', { name: 'ناوبری پایین' }).count()).toBe(0);

    const quantity = page.getByLabel('مقدار', { exact: true });
    expect(await quantity.inputValue()).toBe('۰٫۵');
    await page.getByRole('button', { name: 'افزایش' }).click();
    await page.getByRole('button', { name: 'افزایش' }).click();
    expect(await quantity.inputValue()).toBe('۱٫۵');
    // Three half meters at 1,960,000 Rials: 5,880,000 Rials, 588,000 Toman.
    await page
      .getByTestId('line-total')
      .filter({ hasText: '۱٫۵ متر' })
      .filter({ hasText: '۵۸۸٬۰۰۰ تومان' })
      .waitFor();

    await quantity.fill('۴');
    await page.getByTestId('line-total').filter({ hasText: '۱٬۵۶۸٬۰۰۰ تومان' }).waitFor();
    await quantity.fill('۹');
    await quantity.blur();
    expect(await quantity.inputValue()).toBe('۴');
    await page.context().close();
  });

  it('finds it by its product number written in Persian digits', async () => {
    const page = await phonePage(browser);
    const suggestion = await searchFromHeader(page, persianDigits(inventory.productNumber));
    await suggestion.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/product/${encodeURIComponent(inventoryName)}`);
    await page.getByRole('heading', { level: 1, name: inventoryName }).waitFor();
    expect(await page.textContent('body')).toContain(`کد محصول: ${persianDigits(inventory.productNumber)}`);
    await page.context().close();
  });

  it('lists it in its category and among the items on sale', async () => {
    const page = await phonePage(browser);
    await page.goto(`${stack.urls.shell}/category/${category.id}`);
    await page.getByRole('heading', { name: category.name }).waitFor();
    await page.getByTestId('product-card').filter({ hasText: productName }).waitFor();

    await page.goto(`${stack.urls.shell}/discount`);
    const card = page.getByTestId('inventory-card').filter({ hasText: inventoryName });
    await card.waitFor();
    expect(await card.textContent()).toContain('۲۰٪ تخفیف');
    // Scrolled down the list, a product opens at its top (its photo), and Back comes back here.
    await page.setViewportSize({ width: 390, height: 400 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await card.scrollIntoViewIfNeeded();
    const down = await page.evaluate(() => window.scrollY);
    expect(down).toBeGreaterThan(0);
    await card.click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    await page.getByRole('heading', { level: 1, name: inventoryName }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await card.waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, down);
    await page.context().close();
  });

  it('shows the 404 page for a category id that is not a UUID', async () => {
    const page = await phonePage(browser);
    const response = await page.goto(`${stack.urls.shell}/category/not-a-uuid`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'صفحه‌ای که دنبالش بودید پیدا نشد' }).waitFor();
    await page.context().close();
  });
});
