import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { Category, Inventory, PricedBasket, Product } from '@ela/contracts';
import { APP_NAMES, ApiClient, adminApi, startTestStack } from '@ela/stack';
import { launchBrowser, phonePage } from './support/browser';
import { freshPhone, logInThroughPage, sessionCookies } from './support/session';

// The project's testTimeout is ignored when jest runs all projects from the root.
jest.setTimeout(180_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;
let inventory: Inventory;

const run = randomUUID().slice(0, 6);
const inventoryName = `پارچه ململ ${run} آبی`;
/** Rials per half meter: 3 steps (1.5 m) are 6,000,000 Rials, 600,000 Toman. */
const PRICE = 2_000_000;

beforeAll(async () => {
  stack = await startTestStack([...APP_NAMES]);
  const api = await adminApi(stack);
  const category: Category = (await api.upload('POST', '/categories', { name: `پارچه ${run}` })).body;
  const product: Product = (
    await api.call('POST', '/products/create-one', {
      name: `پارچه ململ ${run}`,
      categoryId: category.id,
      unitType: 'half_meter',
      description: 'ململ نرم',
    })
  ).body;
  const created = await api.call<Inventory>('POST', '/products/inventory', {
    productId: product.id,
    name: inventoryName,
    price: PRICE,
    stock: 10,
  });
  expect(created.status).toBe(201);
  inventory = created.body;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const pending = (page: Page) => page.evaluate(() => localStorage.getItem('pendingBasket_v1'));
const productPath = () => `/product/${encodeURIComponent(inventoryName)}`;

describe('the basket on a phone', () => {
  it('keeps a visitor’s 1.5 m through login, then edits and empties the basket', async () => {
    const page = await phonePage(browser);
    await page.goto(`${stack.urls.shell}${productPath()}`);
    await page.getByRole('heading', { level: 1, name: inventoryName }).waitFor();

    // A visitor adds one and a half meters from the buy bar; they wait in this browser.
    await page.getByRole('button', { name: 'افزایش' }).click();
    await page.getByRole('button', { name: 'افزایش' }).click();
    expect(await page.getByLabel('مقدار', { exact: true }).inputValue()).toBe('۱٫۵');
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await page.getByText('۱٫۵ متر به سبد خرید اضافه شد.').waitFor();
    expect(JSON.parse((await pending(page))!)).toEqual({
      version: 1,
      lines: [{ inventoryId: inventory.id, quantity: 3 }],
    });
    expect(await page.getByTestId('basket-count').textContent()).toBe('۱');

    // Logging in from the header comes back to the product, with the lines merged on the server.
    await page.getByRole('link', { name: 'ورود' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    await logInThroughPage(page, stack, freshPhone());
    await page.waitForURL((url) => url.pathname === productPath());
    await page.waitForFunction(() => localStorage.getItem('pendingBasket_v1') === null);
    await page.getByTestId('basket-count').filter({ hasText: '۱' }).waitFor();

    await page.getByRole('link', { name: /^سبد خرید/ }).click();
    await page.waitForURL((url) => url.pathname === '/basket');
    const line = page.getByRole('listitem', { name: inventoryName });
    await line.waitFor();
    expect(await line.textContent()).toContain('قیمت هر نیم‌متر');
    const quantity = line.getByLabel(`مقدار ${inventoryName}`, { exact: true });
    expect(await quantity.inputValue()).toBe('۱٫۵');
    expect(await page.getByTestId('basket-total').textContent()).toBe('۶۰۰٬۰۰۰ تومان');

    // Two meters, typed in Persian digits: four half meters, 800,000 Toman, kept on the server.
    await quantity.fill('۲');
    await page.getByTestId('basket-total').filter({ hasText: '۸۰۰٬۰۰۰ تومان' }).waitFor();
    await page.reload();
    await page.getByTestId('basket-total').filter({ hasText: '۸۰۰٬۰۰۰ تومان' }).waitFor();
    expect(await page.getByLabel(`مقدار ${inventoryName}`, { exact: true }).inputValue()).toBe('۲');

    await page.getByRole('button', { name: `حذف ${inventoryName}` }).click();
    await page.getByRole('heading', { name: 'سبد خرید شما خالی است' }).waitFor();
    expect(await page.getByTestId('basket-count').count()).toBe(0);
    await page.context().close();
  });

  it('lets a visitor see and change their basket, then carries it through login to checkout', async () => {
    const page = await phonePage(browser);
    await page.goto(`${stack.urls.shell}${productPath()}`);
    await page.getByRole('heading', { level: 1, name: inventoryName }).waitFor();
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await page.waitForFunction(() => localStorage.getItem('pendingBasket_v1') !== null);

    // The header's basket leads a visitor to the basket itself, priced from the catalog.
    await page
      .getByRole('link', { name: /^سبد خرید/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/basket');
    const line = page.getByRole('listitem', { name: inventoryName });
    await line.waitFor();
    expect(await line.textContent()).toContain('قیمت هر نیم‌متر');
    expect(await line.textContent()).toContain('۲۰۰٬۰۰۰ تومان');
    expect(await page.getByTestId('basket-total').textContent()).toBe('۲۰۰٬۰۰۰ تومان');

    // One and a half meters: kept in this browser for the login to carry.
    await line.getByRole('button', { name: `افزایش ${inventoryName}` }).click();
    await line.getByRole('button', { name: `افزایش ${inventoryName}` }).click();
    await page.getByTestId('basket-total').filter({ hasText: '۶۰۰٬۰۰۰ تومان' }).waitFor();
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('pendingBasket_v1') ?? 'null')?.lines?.[0]?.quantity === 3,
    );

    await page.getByRole('link', { name: 'ادامه و تکمیل خرید' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/checkout');
    await logInThroughPage(page, stack, freshPhone());
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByRole('heading', { level: 1, name: 'تکمیل خرید' }).waitFor();
    // The bill's first row, the goods at their price: 1.5 m, 600,000 Toman.
    const goods = page.getByRole('region', { name: 'صورت‌حساب' }).locator('dl dd').first();
    await goods.waitFor();
    expect(await goods.textContent()).toBe('۶۰۰٬۰۰۰ تومان');
    expect(await pending(page)).toBeNull();

    // The server basket holds what the visitor chose.
    const token = (await sessionCookies(page.context(), stack)).find((c) => c.name === 'auth.accessToken')!;
    const basket = await new ApiClient(stack.urls.api)
      .as(decodeURIComponent(token.value))
      .call<PricedBasket>('GET', '/basket');
    expect(basket.body.lines.map(({ inventoryId, quantity }) => ({ inventoryId, quantity }))).toEqual([
      { inventoryId: inventory.id, quantity: 3 },
    ]);
    await page.context().close();
  });
});
