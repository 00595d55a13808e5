import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { Category, Inventory, Order, Product } from '@ela/contracts';
import { APP_NAMES, ApiClient, adminApi, startTestStack } from '@ela/stack';
import { launchBrowser } from './support/browser';
import { placePaidOrder } from './support/orders';
import { addSessionCookies, ensureAdmin, freshPhone } from './support/session';

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;
let customer: ApiClient;
let order: Order;

const run = randomUUID().slice(0, 6);
const TRACKING = `PT-${run.toUpperCase()}`;
const NOTE = 'با پست پیشتاز فرستاده شد';

/** A Post price for Tehran; the stack may already have one enabled from another file (409). */
async function postPrice(api: ApiClient): Promise<void> {
  const rates = { sameCity: 100_000, sameProvince: 150_000, neighbouringProvince: 200_000, other: 250_000 };
  const res = await api.call('POST', '/shipping-prices/create', {
    method: 'Post',
    title: 'پست پیشتاز',
    bands: [{ upToGrams: 5000, price: rates }],
    perKgAboveLast: rates,
  });
  expect([201, 409]).toContain(res.status);
}

/** A customer's order, placed with their own API client and paid through MockTest at the simulator. */
async function paidOrder(admin: ApiClient): Promise<Order> {
  const category: Category = (await admin.upload('POST', '/categories', { name: `پارچه سفارش ${run}` })).body;
  const product: Product = (
    await admin.call('POST', '/products/create-one', {
      name: `ململ ${run}`,
      categoryId: category.id,
      unitType: 'half_meter',
      description: 'ململ نخی',
    })
  ).body;
  const inventory = await admin.call<Inventory>('POST', '/products/inventory', {
    productId: product.id,
    name: `ململ ${run} کرم`,
    price: 1_500_000,
    stock: 20,
  });
  expect(inventory.status).toBe(201);
  await postPrice(admin);

  const anonymous = new ApiClient(stack.urls.api);
  customer = anonymous.as(
    (await anonymous.login('user', freshPhone(), stack.config.smsOutboxFile)).access_token,
  );
  return placePaidOrder(stack, customer, [{ inventoryId: inventory.body.id, quantity: 2 }]);
}

beforeAll(async () => {
  stack = await startTestStack([...APP_NAMES]);
  order = await paidOrder(await adminApi(stack));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

async function adminPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fa-IR' });
  const phone = freshPhone();
  await ensureAdmin(stack, phone);
  await addSessionCookies(context, stack, 'admin', phone);
  return context.newPage();
}

/** Chooses the next status in the open order's form, and submits it. */
async function move(page: Page, status: string, expected: string): Promise<void> {
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('وضعیت تازه').selectOption({ label: status });
  if (status === 'ارسال‌شده') await drawer.getByLabel('کد رهگیری پست').fill(TRACKING);
  await drawer.getByLabel('یادداشت').fill(status === 'ارسال‌شده' ? NOTE : 'آمادهٔ ارسال');
  await drawer.getByRole('button', { name: 'ثبت وضعیت' }).click();
  await drawer.getByTestId('order-status').filter({ hasText: expected }).waitFor();
}

/** The panel writes the order's number in Persian digits. */
const persianDigits = (n: number) =>
  String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

describe('transactions in the panel', () => {
  it('finds a paid order under transactions/paid, ships it by Post, and the customer sees the code', async () => {
    const page = await adminPage();
    await page.goto(`${stack.urls.shell}/panel/transactions/paid`);
    await page.getByRole('heading', { name: 'سفارش‌های پرداخت‌شده' }).waitFor();
    await page.getByRole('button', { name: `جزئیات سفارش ${persianDigits(order.number)}` }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByTestId('order-status').filter({ hasText: 'پرداخت‌شده' }).waitFor();
    // Only the moves the transition table allows from paid; never «shipped» straight away.
    const offered = await drawer.getByLabel('وضعیت تازه').locator('option').allTextContents();
    expect(offered).toEqual(['انتخاب کنید', 'در انتظار', 'تأییدشده', 'لغوشده']);

    await move(page, 'تأییدشده', 'تأییدشده');
    await move(page, 'ارسال‌شده', 'ارسال‌شده');
    expect(await drawer.textContent()).toContain(TRACKING);

    const seen = await customer.call<Order>('GET', `/order/one/${order.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.status).toBe('shipped');
    expect(seen.body.trackingCode).toBe(TRACKING);
    expect(seen.body.timeline.at(-1)).toMatchObject({ status: 'shipped', note: NOTE });
    expect(seen.body.timeline.map((entry) => entry.status)).toEqual([
      'placed',
      'paid',
      'confirmed',
      'shipped',
    ]);
  });
});
