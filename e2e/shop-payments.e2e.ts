import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { SUBJECTS, type Address, type Category, type Inventory, type Product } from '@ela/contracts';
import { APP_NAMES, ApiClient, ServiceClient, adminApi, startTestStack, TEST_ADDRESS } from '@ela/stack';
import { launchBrowser, phonePage } from './support/browser';
import { addSessionCookies, ensureAdmin, freshPhone } from './support/session';

jest.setTimeout(300_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;
let inventory: Inventory;
let services: ServiceClient;

const run = randomUUID().slice(0, 6);
const NAME = `ململ ${run} کرم`;
/** Rials per half meter: 2 steps are 3,000,000 Rials; with Post, 330,000 Toman. */
const PRICE = 1_500_000;

beforeAll(async () => {
  stack = await startTestStack([...APP_NAMES]);
  const admin = await adminApi(stack);
  const category: Category = (await admin.upload('POST', '/categories', { name: `پارچه پرداخت ${run}` }))
    .body;
  const product: Product = (
    await admin.call('POST', '/products/create-one', {
      name: `ململ ${run}`,
      categoryId: category.id,
      unitType: 'half_meter',
    })
  ).body;
  inventory = (
    await admin.call<Inventory>('POST', '/products/inventory', {
      productId: product.id,
      name: NAME,
      price: PRICE,
      stock: 10,
    })
  ).body;
  const rates = { sameCity: 300_000, sameProvince: 350_000, neighbouringProvince: 400_000, other: 450_000 };
  const post = await admin.call('POST', '/shipping-prices/create', {
    method: 'Post',
    title: 'پست پیشتاز',
    bands: [{ upToGrams: 5000, price: rates }],
    perKgAboveLast: rates,
  });
  expect([201, 409]).toContain(post.status);
  services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await services?.close();
  await stack?.dispose();
});

/** Stock straight from the catalog (the edge cache drops a changed inventory only when its event lands). */
async function stockNow(): Promise<number> {
  return (
    await services.request<Inventory>(SUBJECTS.catalog.inventories.findOne, { params: { id: inventory.id } })
  ).stock;
}

/** A logged-in customer on a phone, with an address and 1 m of the fabric in the basket, at checkout. */
async function atCheckout(): Promise<Page> {
  const page = await phonePage(browser);
  const phone = freshPhone();
  const pair = await addSessionCookies(page.context(), stack, 'user', phone);
  const api = new ApiClient(stack.urls.api).as(pair.access_token);
  const address = await api.call<Address>('POST', '/address', TEST_ADDRESS);
  expect(address.status).toBe(201);
  const basket = await api.call('POST', '/basket/create', {
    lines: [{ inventoryId: inventory.id, quantity: 2 }],
  });
  expect(basket.status).toBe(200);
  await page.goto(`${stack.urls.shell}/checkout`);
  await page.getByRole('radio', { name: /خانه/ }).waitFor();
  await page.getByRole('radio', { name: 'پست پیشتاز — ۳۰٬۰۰۰ تومان' }).check();
  return page;
}

/** Places the order with a gateway and lands on the simulated bank's page. */
async function toTheBank(page: Page, gateway: string, bankPath: string): Promise<void> {
  await page.getByRole('radio', { name: gateway }).check();
  await page.getByTestId('breakdown-total').filter({ hasText: '۳۳۰٬۰۰۰ تومان' }).waitFor();
  await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${stack.urls.gatewaySim}${bankPath}`));
  expect(await page.getByTestId('bank-amount').textContent()).toBe('۳٬۳۰۰٬۰۰۰ ریال');
}

/** From the return page to the order in the profile, which shows it paid. */
async function paidInProfile(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' }).waitFor();
  expect(await page.getByTestId('payment-amount').textContent()).toBe('۳۳۰٬۰۰۰ تومان');
  await page.getByRole('link', { name: 'دیدن سفارش' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/profile/orders/'));
  // The order hears of the payment through an event, a moment after the return page.
  const steps = page.getByRole('list', { name: 'مراحل سفارش' });
  for (let tries = 0; tries < 20 && !(await steps.getByText('پرداخت‌شده').count()); tries++) {
    await page.waitForTimeout(300);
    await page.reload();
  }
  await steps.getByText('پرداخت‌شده').waitFor();
  expect(await page.locator('.order-page__header .order-status').textContent()).toBe('پرداخت‌شده');
}

describe('paying at the gateways, on a phone', () => {
  it('Zarinpal: checkout, the bank page, the return page, and the order paid in the profile', async () => {
    const page = await atCheckout();
    const before = await stockNow();
    await toTheBank(page, 'زرین‌پال', '/pg/StartPay/');
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/payment/zarinpal/verify' && url.searchParams.get('Status') === 'OK',
    );
    await paidInProfile(page);
    // A reload of the return page answers the same, and pays nothing twice.
    await page.goBack();
    await page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' }).waitFor();
    expect(await stockNow()).toBe(before - 2);
    await page.context().close();
  });

  it('Parsian: the bank posts back through the API to the return page, and the order is paid', async () => {
    const page = await atCheckout();
    await toTheBank(page, 'بانک پارسیان', '/NewIPG/');
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/payment/parsian/verify' && url.searchParams.has('token'),
    );
    await paidInProfile(page);
    await page.context().close();
  });

  it('cancelling at the bank leaves the order payable: Back shows it at checkout, and «پرداخت دوباره» pays it with MockTest', async () => {
    const page = await atCheckout();
    const before = await stockNow();
    await toTheBank(page, 'بانک پارسیان', '/NewIPG/');
    expect(await stockNow()).toBe(before - 2);

    // Back from the bank page: checkout, its basket now empty, shows the order waiting to be paid.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const unpaid = page.getByRole('region', { name: 'سفارش شما هنوز پرداخت نشده است' });
    await unpaid.waitFor();
    expect(await unpaid.getByTestId('pay-deadline').textContent()).toContain('مهلت پرداخت تا');
    expect(await page.getByRole('heading', { name: 'سبد خرید شما خالی است' }).count()).toBe(0);
    await page.goForward();
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.gatewaySim}/NewIPG/`));

    await page.getByRole('button', { name: 'انصراف' }).click();
    await page.waitForURL((url) => url.pathname === '/payment/parsian/verify');
    await page.getByRole('heading', { name: 'پرداخت لغو شد' }).waitFor();
    await page.getByText(/مبلغی از حساب شما برداشته نشد/).waitFor();
    // The order stands, its goods still set aside for it.
    const again = page.getByRole('region', { name: 'پرداخت دوباره' });
    await again.waitFor();
    await page.getByText(/سفارش شما هنوز برقرار است/).waitFor();
    expect(await page.getByRole('button', { name: 'برگرداندن کالاها به سبد خرید' }).count()).toBe(0);
    expect(await stockNow()).toBe(before - 2);

    await again.getByRole('radio', { name: 'پرداخت آزمایشی' }).check();
    await again.getByRole('button', { name: 'پرداخت دوباره' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.gatewaySim}/mock/pay/`));
    expect(await page.getByTestId('bank-amount').textContent()).toBe('۳٬۳۰۰٬۰۰۰ ریال');
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/payment/mock/verify');
    await paidInProfile(page);
    expect(await stockNow()).toBe(before - 2);
    await page.context().close();
  });

  it('the panel lists the payments with their gateway, reference, status and amount', async () => {
    // 1280: the narrowest screen with the sidebar, where the table's long ids once squeezed it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fa-IR' });
    const phone = freshPhone();
    await ensureAdmin(stack, phone);
    await addSessionCookies(context, stack, 'admin', phone);
    const page = await context.newPage();
    await page.goto(`${stack.urls.shell}/panel/transactions/payments`);
    await page.getByRole('heading', { name: 'پرداخت‌ها' }).waitFor();
    const cell = (name: string) => ({ has: page.getByRole('cell', { name, exact: true }) });
    const rows = page.getByRole('row').filter({ hasText: '۳۳۰٬۰۰۰ تومان' });
    await rows.first().waitFor();
    const sidebar = await page.getByRole('navigation', { name: 'بخش‌های پنل' }).boundingBox();
    expect(sidebar?.width).toBe(240);
    // Zarinpal, Parsian, and the MockTest attempt that paid the order cancelled at Parsian.
    expect(await rows.filter(cell('موفق')).count()).toBe(3);
    expect(await rows.filter(cell('پرداخت‌شده')).count()).toBe(3);
    expect(
      await rows.filter(cell('ناموفق')).filter(cell('لغو مشتری')).filter(cell('بانک پارسیان')).count(),
    ).toBe(1);
    expect(await rows.filter(cell('زرین‌پال')).first().getByRole('code').first().textContent()).toMatch(
      /^A\w{35}$/,
    );
    await page.getByRole('combobox', { name: /^نتیجه/ }).selectOption({ label: 'ناموفق' });
    await page.waitForURL((url) => url.searchParams.get('status') === 'Failed');
    // The filtered page replaces the rows: the successful ones go, the cancelled one stays.
    await page.getByRole('row').filter(cell('موفق')).first().waitFor({ state: 'detached' });
    expect(await page.getByRole('row').filter(cell('لغو مشتری')).count()).toBe(1);
    // No bank refused to send money back here: nothing is owed by hand.
    await page.getByRole('link', { name: 'بازپرداخت‌های معوق' }).click();
    await page.waitForURL((url) => url.searchParams.get('state') === 'refund_owed');
    await page.getByRole('heading', { name: 'بازپرداخت‌های معوق' }).waitFor();
    await page.getByText(/بازپرداخت معوقی نیست/).waitFor();
    await context.close();
  });
});
