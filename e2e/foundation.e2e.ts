import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { SUBJECTS } from '@ela/contracts';
import { SYSTEM_ADMIN, ServiceClient, startTestStack } from '@ela/stack';
import { launchBrowser, phonePage } from './support/browser';
import { addSessionCookies, ensureAdmin, freshPhone } from './support/session';

// The project's testTimeout is ignored when jest runs all projects from the root.
jest.setTimeout(120_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;
const productName = `پارچه آزمون ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  stack = await startTestStack(
    ['auth', 'catalog', 'gateway', 'shop', 'panel', 'shell'],
    {},
    {
      ownProcess: ['panel'],
    },
  );
  const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  const as = <T>(subject: string, body: unknown) => services.request<T>(subject, { body }, SYSTEM_ADMIN);
  const category = await as<{ id: string }>(SUBJECTS.catalog.categories.create, { name: 'پارچه لباسی' });
  const product = await as<{ id: string }>(SUBJECTS.catalog.products.create, {
    name: productName,
    categoryId: category.id,
    unitType: 'half_meter',
  });
  await as(SUBJECTS.catalog.inventories.create, {
    productId: product.id,
    name: `${productName} سفید`,
    price: 2_450_000,
    stock: 8,
  });
  await services.close();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

describe('the shop in a browser', () => {
  it('renders a product from the catalog on the home page, right to left in Vazirmatn', async () => {
    const page = await phonePage(browser);
    await page.goto(stack.urls.shell);
    const card = page.getByTestId('product-card').filter({ hasText: productName });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/نیم/);

    const html = await page.evaluate(() => ({
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
    }));
    expect(html).toEqual({ dir: 'rtl', lang: 'fa' });
    await page.evaluate(() => document.fonts.ready);
    const font = await page.evaluate(() => ({
      family: getComputedStyle(document.body).fontFamily,
      loaded: document.fonts.check('16px Vazirmatn'),
    }));
    expect(font.family).toMatch(/Vazirmatn/);
    expect(font.loaded).toBe(true);
    await page.context().close();
  });

  it('shows the 404 page with the path, with a real 404 status', async () => {
    const page = await phonePage(browser);
    const response = await page.goto(`${stack.urls.shell}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'صفحه‌ای که دنبالش بودید پیدا نشد' }).waitFor();
    expect(await page.textContent('body')).toContain('/no/such/page');
    await page.context().close();
  });

  it('keeps working with a fallback when the panel remote is down', async () => {
    await stack.stopApp('panel');
    const page = await phonePage(browser);
    // The panel needs an admin, or the route guard sends the visitor to /panel/login first.
    const admin = freshPhone();
    await ensureAdmin(stack, admin);
    await addSessionCookies(page.context(), stack, 'admin', admin);
    await page.goto(`${stack.urls.shell}/panel`);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/در دسترس نیست/);
    await page.goto(stack.urls.shell);
    await page.getByTestId('product-card').filter({ hasText: productName }).waitFor();
    await page.context().close();
  });
});
