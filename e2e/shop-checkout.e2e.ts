import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import type { Category, Inventory, Product } from '@ela/contracts';
import { APP_NAMES, adminApi, startTestStack } from '@ela/stack';
import { launchBrowser, phonePage } from './support/browser';
import { addSessionCookies, ensureAdmin, freshPhone, logInThroughPage } from './support/session';

// The project's testTimeout is ignored when jest runs all projects from the root.
jest.setTimeout(240_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;

const run = randomUUID().slice(0, 6);
const inventoryName = `پارچه کرپ ${run} سبز`;
/** Rials per half meter: 3 steps (1.5 m) are 6,000,000 Rials, 600,000 Toman. */
const PRICE = 2_000_000;

beforeAll(async () => {
  stack = await startTestStack([...APP_NAMES]);
  const api = await adminApi(stack);
  const category: Category = (await api.upload('POST', '/categories', { name: `پارچه ${run}` })).body;
  const product: Product = (
    await api.call('POST', '/products/create-one', {
      name: `پارچه کرپ ${run}`,
      categoryId: category.id,
      unitType: 'half_meter',
      description: 'کرپ لطیف',
    })
  ).body;
  const created = await api.call<Inventory>('POST', '/products/inventory', {
    productId: product.id,
    name: inventoryName,
    price: PRICE,
    stock: 10,
  });
  expect(created.status).toBe(201);
  // 300 g a half meter, packed 30 × 20 × 5 cm (600 volumetric grams): 1.5 m charge as 1.8 kg.
  const weight = await api.call('POST', '/shipping', {
    productId: product.id,
    weightGrams: 300,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 5,
  });
  expect(weight.status).toBe(201);
  // Post only (no Peyk price): 300,000 Rials up to 5 kg within the shop's city.
  const post = await api.call('POST', '/shipping-prices/create', {
    method: 'Post',
    title: 'پست پیشتاز',
    bands: [
      {
        upToGrams: 1000,
        price: { sameCity: 100_000, sameProvince: 150_000, neighbouringProvince: 200_000, other: 250_000 },
      },
      {
        upToGrams: 5000,
        price: { sameCity: 300_000, sameProvince: 350_000, neighbouringProvince: 400_000, other: 450_000 },
      },
    ],
    perKgAboveLast: { sameCity: 10_000, sameProvince: 20_000, neighbouringProvince: 30_000, other: 40_000 },
  });
  expect(post.status).toBe(201);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const productPath = () => `/product/${encodeURIComponent(inventoryName)}`;

describe('checkout on a phone', () => {
  it('takes a visitor’s 1.5 m through login and checkout with Post to a new address, paid with MockTest', async () => {
    const page = await phonePage(browser);
    await page.goto(`${stack.urls.shell}${productPath()}`);
    await page.getByRole('heading', { level: 1, name: inventoryName }).waitFor();
    await page.getByRole('button', { name: 'افزایش' }).click();
    await page.getByRole('button', { name: 'افزایش' }).click();
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await page.getByText('۱٫۵ متر به سبد خرید اضافه شد.').waitFor();

    await page.getByRole('link', { name: 'ورود' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    await logInThroughPage(page, stack, freshPhone());
    await page.waitForURL((url) => url.pathname === productPath());
    await page.waitForFunction(() => localStorage.getItem('pendingBasket_v1') === null);

    await page.getByRole('link', { name: /^سبد خرید/ }).click();
    await page.waitForURL((url) => url.pathname === '/basket');
    await page.getByRole('listitem', { name: inventoryName }).waitFor();
    expect(await page.getByTestId('basket-total').textContent()).toBe('۶۰۰٬۰۰۰ تومان');
    await page.getByRole('link', { name: 'ادامه و تکمیل خرید' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');

    // No address yet: the form is open. A new one in the shop's own city, Tehran.
    const form = page.getByRole('form', { name: 'آدرس تازه' });
    await form.waitFor();
    await form.getByLabel('نام آدرس').fill('خانه');
    // A fresh customer has no name yet, so the receiver is named here.
    await form.getByLabel('نام گیرنده').fill('مشتری آزمایشی');
    await form.getByLabel('استان').selectOption({ label: 'تهران' });
    await form.getByRole('option', { name: 'تهران', exact: true }).nth(1).waitFor({ state: 'attached' });
    await form.getByLabel('شهر').selectOption({ label: 'تهران' });
    await form.getByLabel('نشانی').fill('خیابان آزادی، کوچهٔ یکم');
    await form.getByLabel('کد پستی').fill('۱۲۳۴۵۶۷۸۹۰');
    await form.getByRole('button', { name: 'افزودن آدرس' }).click();
    await page.getByRole('radio', { name: /خانه/ }).waitFor();
    expect(await page.getByRole('radio', { name: /خانه/ }).isChecked()).toBe(true);

    await page.getByRole('radio', { name: 'پست پیشتاز — ۳۰٬۰۰۰ تومان' }).check();
    expect(await page.getByRole('radio', { name: /پیک/ }).count()).toBe(0);
    await page.getByRole('radio', { name: 'پرداخت آزمایشی' }).check();
    await page.getByTestId('breakdown-total').filter({ hasText: '۶۳۰٬۰۰۰ تومان' }).waitFor();
    await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click();

    // MockTest's bank page is the gateway simulator's, on its own site.
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.gatewaySim}/mock/pay/`));
    expect(await page.getByTestId('bank-amount').textContent()).toBe('۶٬۳۰۰٬۰۰۰ ریال');
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/payment/mock/verify');
    await page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' }).waitFor();
    expect(await page.getByTestId('payment-amount').textContent()).toBe('۶۳۰٬۰۰۰ تومان');
    // The order's short number, which its page, the list and the panel all show.
    await page
      .getByTestId('order-number')
      .filter({ hasText: /^[۰-۹]{6,}$/ })
      .waitFor();
    const number = (await page.getByTestId('order-number').textContent())!;
    await page.getByRole('link', { name: 'دیدن سفارش' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/profile/orders/'));
    await page.getByRole('heading', { level: 1, name: `سفارش ${number}` }).waitFor();
    const steps = page.getByRole('list', { name: 'مراحل سفارش' });
    await steps.getByText('پرداخت‌شده').waitFor();
    expect(await steps.getByRole('listitem').count()).toBe(2);
    expect(await page.getByText(/روش ارسال/).textContent()).toContain('پست');

    // The list shows it paid too.
    await page.goto(`${stack.urls.shell}/profile/orders`);
    await page.getByRole('list', { name: 'فهرست سفارش‌ها' }).getByText('پرداخت‌شده').waitFor();
    const listed = page.getByRole('listitem').filter({ hasText: '۶۳۰٬۰۰۰ تومان' });
    expect(await listed.count()).toBe(1);
    expect(await listed.getByTestId('order-name').textContent()).toBe(`سفارش ${number}`);
    // Its one line's picture: none was uploaded, so the shop's placeholder stands in.
    expect(
      await listed.getByRole('list', { name: 'تصویر کالاها' }).getByTestId('image-placeholder').count(),
    ).toBe(1);
    await page.context().close();

    // The admin finds it by the number the customer reads out, typed in Persian digits.
    const panel = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fa-IR' });
    const adminPhone = freshPhone();
    await ensureAdmin(stack, adminPhone);
    await addSessionCookies(panel, stack, 'admin', adminPhone);
    const admin = await panel.newPage();
    await admin.goto(`${stack.urls.shell}/panel/transactions`);
    await admin.getByRole('searchbox', { name: /شمارهٔ سفارش/ }).fill(number);
    await admin.getByRole('button', { name: `جزئیات سفارش ${number}` }).click();
    const drawer = admin.getByRole('dialog', { name: `سفارش ${number}` });
    await drawer.getByTestId('order-status').filter({ hasText: 'پرداخت‌شده' }).waitFor();
    // The customer by their mobile as Iranians write it, not an account id.
    expect(await drawer.getByTestId('order-customer').textContent()).toMatch(/^بی‌نام — ۰۹[۰-۹]{9}$/);
    await panel.close();
  });
});
