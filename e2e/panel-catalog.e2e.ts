import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SUBJECTS, type TokenPair } from '@ela/contracts';
import { ApiClient, SYSTEM_ADMIN, ServiceClient, startTestStack } from '@ela/stack';
import { launchBrowser } from './support/browser';
import { addSessionPair } from './support/session';

// The e2e project's testTimeout is not applied when jest runs from the root with every project.
jest.setTimeout(120_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;
let session: TokenPair;
let api: ApiClient;
let imageFile: string;
let tempDir: string;

const run = randomUUID().slice(0, 6);
const categoryName = `پارچه پنل ${run}`;
const productName = `مخمل پنل ${run}`;
const inventoryName = `مخمل پنل ${run} سبز`;
/** Set PANEL_SCREENSHOTS to a folder to keep a picture of each screen, at desktop and tablet widths. */
const shotsDir = process.env.PANEL_SCREENSHOTS;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway', 'shop', 'panel', 'shell']);
  session = await adminSession(stack);
  api = new ApiClient(stack.urls.api).as(session.access_token);
  tempDir = await mkdtemp(join(tmpdir(), 'panel-e2e-'));
  imageFile = join(tempDir, 'swatch.png');
  const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#719c95' } })
    .png()
    .toBuffer();
  await writeFile(imageFile, png);
  if (shotsDir) await mkdir(shotsDir, { recursive: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

/** A new administrator of this stack, logged in through the API. */
async function adminSession(testStack: TestStack): Promise<TokenPair> {
  const phone = `0935${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const services = await ServiceClient.connect(testStack.config.natsUrl, testStack.config.natsPrefix);
  try {
    await services.request(
      SUBJECTS.auth.admins.ensure,
      { body: { phone, name: 'مدیر کاتالوگ' } },
      SYSTEM_ADMIN,
    );
  } finally {
    await services.close();
  }
  return new ApiClient(testStack.urls.api).login('admin', phone, testStack.config.smsOutboxFile);
}

/** A browser window holding the admin's session cookies, as the login page leaves them. */
async function adminPage(width: number, height = 900): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ viewport: { width, height }, locale: 'fa-IR' });
  await addSessionPair(context, stack, 'admin', session);
  return context.newPage();
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('the catalog screens of the panel', () => {
  let productId = '';

  it('creates a category, then a product in it, and lands on its inventories', async () => {
    const page = await adminPage(1440);
    await page.goto(`${stack.urls.shell}/panel/categories/define`);
    await page.getByLabel('نام دسته‌بندی').fill(categoryName);
    await page.getByLabel('ترتیب').fill('۳');
    await shoot(page, 'category-define-1440');
    await page.getByRole('button', { name: 'ثبت دسته‌بندی' }).click();
    await page.waitForURL((url) => url.pathname === '/panel/categories');
    await page.getByTestId('category-row').filter({ hasText: categoryName }).waitFor();
    expect(await page.getByTestId('category-row').filter({ hasText: categoryName }).textContent()).toContain(
      'ترتیب ۳',
    );
    await shoot(page, 'categories-1440');

    await page.goto(`${stack.urls.shell}/panel/products/define`);
    await page.getByLabel('نام محصول').fill(productName);
    const category = page.getByLabel('دسته‌بندی');
    await category.locator('option', { hasText: categoryName }).waitFor({ state: 'attached' });
    await category.selectOption({ label: categoryName });
    await page.getByLabel('نیم‌متری').check();
    await page.getByLabel('توضیحات').fill('مخمل نرم برای پرده و رومبلی');
    await shoot(page, 'product-define-1440');
    await page.getByRole('button', { name: 'ثبت محصول' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/panel/products/inventories/'));
    productId = pathOf(page).split('/').at(-1)!;
    await page.getByRole('heading', { name: `موجودی‌های «${productName}»` }).waitFor();
    await page.context().close();
  });

  it('adds an inventory priced in Toman, uploads its image and edits its price', async () => {
    const page = await adminPage(1440);
    await page.goto(`${stack.urls.shell}/panel/products/inventories/${productId}`);
    await page.getByRole('button', { name: 'افزودن موجودی' }).click();
    const form = page.getByRole('form', { name: 'موجودی تازه' });
    await form.getByRole('textbox', { name: /^نام/ }).fill(inventoryName);
    await form.getByLabel(/^قیمت هر نیم‌متر/).fill('۲۴۵٬۰۰۰');
    await form.getByLabel(/^موجودی/).fill('۸');
    await shoot(page, 'inventory-form-1440');
    await form.getByRole('button', { name: 'افزودن موجودی' }).click();

    const card = page.getByRole('article', { name: inventoryName });
    await card.waitFor();
    expect(await card.getByTestId('inventory-price').textContent()).toBe('۲۴۵٬۰۰۰ تومان');
    expect(await card.textContent()).toContain('۸ نیم‌متر');

    await card.getByLabel('افزودن تصویر').setInputFiles(imageFile);
    const thumb = card.getByTestId('gallery-image').locator('img');
    await thumb.waitFor();
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await thumb.elementHandle(),
    );
    await shoot(page, 'inventories-1440');

    await card.getByRole('button', { name: 'ویرایش' }).click();
    const edit = page.getByRole('form', { name: `ویرایش «${inventoryName}»` });
    await edit.getByLabel(/^قیمت هر نیم‌متر/).fill('199500');
    await edit.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();
    await card.getByTestId('inventory-price').filter({ hasText: '۱۹۹٬۵۰۰ تومان' }).waitFor();

    const saved = await api.call('GET', `/products/inventory/by-product-id/${productId}`);
    expect(saved.body).toEqual([
      expect.objectContaining({
        name: inventoryName,
        price: 1_995_000,
        stock: 8,
        images: [expect.anything()],
      }),
    ]);
    await page.setViewportSize({ width: 900, height: 1000 });
    await shoot(page, 'inventories-900');
    await page.context().close();
  });

  it('deletes the product with a confirmation and restores it from the recycle bin', async () => {
    const page = await adminPage(1440);
    await page.goto(`${stack.urls.shell}/panel/products`);
    await page.getByRole('searchbox', { name: 'جستجو در نام محصولات' }).fill(productName);
    await page.waitForURL((url) => url.searchParams.get('q') === productName);
    const row = page.getByRole('row').filter({ hasText: productName });
    await row.waitFor();
    expect(await row.textContent()).toContain('۱۹۹٬۵۰۰ تومان');
    await shoot(page, 'products-1440');
    await page.setViewportSize({ width: 900, height: 900 });
    await shoot(page, 'products-900');

    await row.getByRole('button', { name: `حذف ${productName}` }).click();
    await shoot(page, 'products-confirm-900');
    await page.getByRole('alertdialog').getByRole('button', { name: 'حذف' }).click();
    await page.getByText('محصولی با این جستجو پیدا نشد.').waitFor();
    expect((await api.call('GET', `/products/find-one/${productId}`)).status).toBe(404);

    await page.getByRole('link', { name: 'سطل بازیافت' }).click();
    const binRow = page.getByRole('row').filter({ hasText: productName });
    await binRow.waitFor();
    await shoot(page, 'removed-products-900');
    await binRow.getByRole('button', { name: `بازگرداندن ${productName}` }).click();
    await page.getByText(`«${productName}» بازگردانده شد`).waitFor();
    expect((await api.call('GET', `/products/find-one/${productId}`)).status).toBe(200);
    const inventories = await api.call('GET', `/products/inventory/by-product-id/${productId}`);
    expect(inventories.body[0].deletedAt).toBeNull();
    await page.context().close();
  });

  it('defines a colour and a design with its picture, and gives the category its mobile poster', async () => {
    const page = await adminPage(1440);
    await page.goto(`${stack.urls.shell}/panel/products/colors/define`);
    await page.getByLabel('نام رنگ').fill(`سبز آزمون ${run}`);
    await page.getByLabel('کد رنگ').fill('2E7D32');
    await page.getByRole('button', { name: 'ثبت رنگ' }).click();
    const colorRow = page.getByRole('row').filter({ hasText: `سبز آزمون ${run}` });
    await colorRow.waitFor();
    expect(await colorRow.textContent()).toContain('#2e7d32');
    await shoot(page, 'colors-1440');

    await page.goto(`${stack.urls.shell}/panel/products/designs/define`);
    await page.getByLabel('نام طرح').fill(`راه‌راه ${run}`);
    await page.getByLabel('انتخاب تصویر').setInputFiles(imageFile);
    await page.getByAltText('پیش‌نمایش تصویر طرح').waitFor();
    await shoot(page, 'design-define-1440');
    await page.getByRole('button', { name: 'ثبت طرح' }).click();
    const designRow = page.getByRole('row').filter({ hasText: `راه‌راه ${run}` });
    await designRow.locator('img').waitFor();
    await shoot(page, 'designs-1440');

    await page.goto(`${stack.urls.shell}/panel/categories`);
    const categoryRow = page.getByTestId('category-row').filter({ hasText: categoryName });
    await categoryRow.getByRole('link', { name: 'ویرایش' }).click();
    await page.getByRole('heading', { name: `ویرایش «${categoryName}»` }).waitFor();
    await page.getByLabel('بارگذاری پوستر موبایل').setInputFiles(imageFile);
    await page.getByAltText(`پوستر موبایل ${categoryName}`).waitFor();
    await page.setViewportSize({ width: 900, height: 1000 });
    await shoot(page, 'category-edit-900');
    await page.context().close();
  });

  it('shows the 404 page for an id that is not a UUID, and the missing state for an unknown one', async () => {
    const page = await adminPage(1440);
    const response = await page.goto(`${stack.urls.shell}/panel/products/not-a-uuid`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'صفحه‌ای که دنبالش بودید پیدا نشد' }).waitFor();

    await page.goto(`${stack.urls.shell}/panel/products/colors/${randomUUID()}`);
    await page.getByText('رنگ پیدا نشد؛ شاید حذف شده باشد.').waitFor();
    await page.context().close();
  });
});
