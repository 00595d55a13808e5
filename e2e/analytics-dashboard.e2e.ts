import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { toWesternDigits, type Inventory } from '@ela/contracts';
import { APP_NAMES, adminApi, makeCategory, makeInventory, makeProduct, startTestStack } from '@ela/stack';
import { launchBrowser, phonePage } from './support/browser';
import { addSessionCookies, ensureAdmin, freshPhone } from './support/session';

jest.setTimeout(180_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;
let inventory: Inventory;

const run = randomUUID().slice(0, 6);
const word = `حریر${run}`;
const nothing = `ناپیدا${run}`;

beforeAll(async () => {
  stack = await startTestStack([...APP_NAMES]);
  const admin = await adminApi(stack);
  const category = await makeCategory(admin, `پارچه ${run}`);
  const product = await makeProduct(admin, {
    name: `${word} ابریشمی`,
    categoryId: category.id,
    unitType: 'meter',
  });
  inventory = await makeInventory(admin, {
    productId: product.id,
    name: `${word} صورتی`,
    price: 3_000_000,
    stock: 20,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

/** The number on one of the dashboard's cards, read back from Persian digits. */
async function card(page: Page, title: string): Promise<number> {
  const text = await page.getByTestId(`stat-${title}`).textContent();
  return Number(toWesternDigits(text ?? '').replace(/[^\d]/g, ''));
}

interface Counts {
  productViews: number;
  searches: number;
  basketAdds: number;
}

async function counts(page: Page): Promise<Counts> {
  await page.getByTestId('stat-بازدید محصول').waitFor();
  return {
    productViews: await card(page, 'بازدید محصول'),
    searches: await card(page, 'جستجو'),
    basketAdds: await card(page, 'افزودن به سبد'),
  };
}

/** Reloads the dashboard until `done` holds for its counts (the worker writes within a moment). */
async function countsWhen(page: Page, done: (c: Counts) => boolean): Promise<Counts> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await page.reload();
    const seen = await counts(page);
    if (done(seen) || Date.now() > deadline) return seen;
    await page.waitForTimeout(1000);
  }
}

it('counts a visitor’s browsing, searches and basket on the dashboard', async () => {
  const adminPhone = freshPhone();
  await ensureAdmin(stack, adminPhone);
  const panel = await browser.newContext({ locale: 'fa-IR' });
  await addSessionCookies(panel, stack, 'admin', adminPhone);
  const dashboard = await panel.newPage();
  await dashboard.goto(`${stack.urls.shell}/panel/information`);
  await dashboard.getByRole('heading', { name: 'اطلاعات فروشگاه' }).waitFor();
  const before = await counts(dashboard);

  // A visitor on a phone: a product, a search that finds it, one that finds nothing, the basket.
  const visitor = await phonePage(browser);
  const productPath = `/product/${encodeURIComponent(inventory.name)}`;
  await visitor.goto(`${stack.urls.shell}${productPath}`);
  await visitor.getByRole('heading', { level: 1, name: inventory.name }).waitFor();
  await visitor.goto(`${stack.urls.shell}/search/${encodeURIComponent(word)}`);
  await visitor.getByText('۱ مورد پیدا شد').waitFor();
  await visitor.goto(`${stack.urls.shell}/search/${encodeURIComponent(nothing)}`);
  await visitor.getByText(`چیزی با «${nothing}» پیدا نشد`).waitFor();
  await visitor.goto(`${stack.urls.shell}${productPath}`);
  await visitor.getByRole('heading', { level: 1, name: inventory.name }).waitFor();
  await visitor.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await visitor.getByText('۱ متر به سبد خرید اضافه شد.').waitFor();

  // The browser keeps an anonymous id and sends its queue within seconds; nothing stays pending.
  expect(await visitor.evaluate(() => localStorage.getItem('anon_id_v1'))).toMatch(/^[0-9a-f-]{36}$/);
  await visitor.waitForFunction(() => localStorage.getItem('pendingBasketEvents_v1') === null, undefined, {
    timeout: 20_000,
  });
  expect(await visitor.evaluate(() => localStorage.getItem('failedBasketEvents_v1'))).toBeNull();

  const after = await countsWhen(
    dashboard,
    (c) =>
      c.productViews >= before.productViews + 2 &&
      c.searches >= before.searches + 2 &&
      c.basketAdds > before.basketAdds,
  );
  expect(after).toEqual({
    productViews: before.productViews + 2,
    searches: before.searches + 2,
    basketAdds: before.basketAdds + 1,
  });

  // The product leads the ranking with its two views and the basket add; the empty search is listed.
  const top = dashboard.getByRole('table', { name: 'پربازدیدترین محصولات' });
  // Rank, name, views, visitors, basket adds, units sold, sales.
  await expect(top.getByRole('row').nth(1).textContent()).resolves.toBe(`۱${inventory.name}۲۱۱۰۰ تومان`);
  const empty = dashboard.getByRole('table', { name: 'جستجوهای بی‌نتیجه' });
  await expect(empty.textContent()).resolves.toContain(nothing);
  expect(await dashboard.getByTestId('funnel-basket_add').textContent()).toMatch(/^افزودن به سبد۱/);
  await panel.close();
});
