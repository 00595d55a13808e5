import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import type { Category, Inventory, Order, PricedBasket, Product } from '@ela/contracts';
import { APP_NAMES, ApiClient, adminApi, startTestStack } from '@ela/stack';
import { accessibilityProblems } from './support/axe';
import { launchBrowser } from './support/browser';
import { placePaidOrder } from './support/orders';
import { addSessionCookies, freshPhone } from './support/session';

jest.setTimeout(240_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let customer: ApiClient;
let order: Order;

const run = randomUUID().slice(0, 6);
const GREEN = `پارچه لینن ${run} سبز`;
const BLUE = `پارچه لینن ${run} آبی`;
/** Rials per half meter: 3 steps of green (1.5 m) and 2 of blue. */
const PRICE = 2_000_000;
const STOCK = 10;

const persian = (value: number | string) => String(value).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
const toman = (rials: number) => `${new Intl.NumberFormat('fa-IR').format(rials / 10)} تومان`;
const jalali = (iso: string) =>
  new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(iso),
  );

beforeAll(async () => {
  stack = await startTestStack([...APP_NAMES]);
  const admin = await adminApi(stack);
  const category: Category = (await admin.upload('POST', '/categories', { name: `پارچه فاکتور ${run}` }))
    .body;
  const product: Product = (
    await admin.call('POST', '/products/create-one', {
      name: `پارچه لینن ${run}`,
      categoryId: category.id,
      unitType: 'half_meter',
    })
  ).body;
  const [green, blue] = await Promise.all(
    [GREEN, BLUE].map(async (name) => {
      const created = await admin.call<Inventory>('POST', '/products/inventory', {
        productId: product.id,
        name,
        price: PRICE,
        stock: STOCK,
      });
      expect(created.status).toBe(201);
      return created.body;
    }),
  );
  const rates = { sameCity: 300_000, sameProvince: 350_000, neighbouringProvince: 400_000, other: 450_000 };
  const post = await admin.call('POST', '/shipping-prices/create', {
    method: 'Post',
    title: 'پست پیشتاز',
    bands: [{ upToGrams: 5000, price: rates }],
    perKgAboveLast: rates,
  });
  expect([201, 409]).toContain(post.status);

  // A customer whose order is placed and paid at the simulated bank; the browser holds the same session.
  browser = await launchBrowser();
  // axe goes into the page from an address of its own, which the page's policy refuses.
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'fa-IR',
    bypassCSP: true,
  });
  const pair = await addSessionCookies(context, stack, 'user', freshPhone());
  customer = new ApiClient(stack.urls.api).as(pair.access_token);
  order = await placePaidOrder(stack, customer, [
    { inventoryId: green.id, quantity: 3 },
    { inventoryId: blue.id, quantity: 2 },
  ]);

  // Since then the blue has sold out, and the customer has put half a meter of green in the basket.
  const soldOut = await admin.call('PATCH', `/products/inventory/${blue.id}`, { stockDelta: -(STOCK - 2) });
  expect(soldOut.status).toBe(200);
  const again = await customer.call('POST', '/basket/create', {
    lines: [{ inventoryId: green.id, quantity: 1 }],
  });
  expect(again.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

describe('a paid order’s invoice and buying it again, on a phone', () => {
  it('opens the invoice from the order, prints it without the site around it, and buys the order again into the basket', async () => {
    const page = await context.newPage();
    const number = persian(order.number);
    await page.goto(`${stack.urls.shell}/profile/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: `سفارش ${number}` }).waitFor();

    await page.getByRole('link', { name: 'فاکتور' }).click();
    await page.waitForURL((url) => url.pathname === `/profile/orders/${order.id}/invoice`);
    await page.getByRole('heading', { level: 1, name: `فاکتور سفارش ${number}` }).waitFor();
    expect(await page.getByTestId('invoice-number').textContent()).toBe(number);
    const paidAt = order.timeline.find((entry) => entry.status === 'paid')!.at;
    expect(await page.getByTestId('invoice-date').textContent()).toBe(jalali(paidAt));
    expect(await page.getByTestId('invoice-total').textContent()).toBe(toman(order.breakdown.total));
    const rows = page.getByRole('table').getByRole('row');
    expect(await rows.filter({ hasText: GREEN }).textContent()).toContain(`۱٫۵ متر${toman(PRICE)}`);
    // The shop as the deployment names it (the stack's CONTACT_PHONE), as in the footer.
    await page.getByRole('region', { name: 'فروشنده' }).getByText('تلفن: ۰۲۱-۹۱۰۰۱۲۳۴').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);

    // «چاپ» asks the browser to print (headless Chromium has no dialog to show, so it is counted).
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => void counted.printed++;
    });
    await page.getByRole('button', { name: 'چاپ' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // On paper: the invoice alone, without the shop's bars or the account's.
    const site = ['.site-header', '.site-footer', '.bottom-nav', '.account__header', '.account__nav'];
    for (const part of site) expect(await page.locator(part).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    for (const part of site) expect(await page.locator(part).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: `فاکتور سفارش ${number}` }).isVisible()).toBe(true);
    expect(await page.getByTestId('invoice-total').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'چاپ' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: 'بازگشت به سفارش' }).click();
    await page.getByRole('button', { name: 'خرید دوباره' }).click();
    await page.waitForURL((url) => url.pathname === '/basket');
    await page.getByText(`به سبد خرید اضافه شد: ${GREEN} (۱٫۵ متر). ناموجود: ${BLUE}.`).waitFor();
    await page.getByRole('listitem', { name: GREEN }).waitFor();
    // The half meter already there, and the order's 1.5 m on top; the sold-out blue stays out.
    const basket = (await customer.call<PricedBasket>('GET', '/basket')).body;
    expect(basket.lines.map(({ name, quantity }) => ({ name, quantity }))).toEqual([
      { name: GREEN, quantity: 4 },
    ]);
    await page.close();
  });
});
