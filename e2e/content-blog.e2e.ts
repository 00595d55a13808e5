import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import type { BlogArticle, BlogCategory } from '@ela/contracts';
import { ApiClient, adminApi, makeBlogCategory, startTestStack } from '@ela/stack';
import { launchBrowser, phonePage } from './support/browser';
import { addSessionCookies, ensureAdmin, freshPhone } from './support/session';

// The project's testTimeout is ignored when jest runs all projects from the root.
jest.setTimeout(240_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;
let admin: ApiClient;
let category: BlogCategory;
let tempDir: string;
const files = { poster: '', picture: '' };

const run = randomUUID().slice(0, 6);
// Written with Persian letters; the visitor will type «كيف» with an Arabic kaf and yeh.
const title = `راهنمای دوخت کیف پارچه‌ای ${run}`;
const text = 'کیف پارچه‌ای را با کتان ضخیم بدوزید تا فرم خود را نگه دارد.';
const PICTURE_ALT = 'کیف پارچه‌ای دوخته‌شده با کتان ضخیم';
let articleId = '';

const picture = (background: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

beforeAll(async () => {
  stack = await startTestStack(['auth', 'content', 'gateway', 'shop', 'panel', 'shell']);
  admin = await adminApi(stack);
  category = await makeBlogCategory(admin, `آموزش دوخت ${run}`);
  tempDir = await mkdtemp(join(tmpdir(), 'blog-e2e-'));
  files.poster = join(tempDir, 'poster.png');
  files.picture = join(tempDir, 'bag.png');
  await writeFile(files.poster, await picture('#264653', 1200, 675));
  await writeFile(files.picture, await picture('#e76f51', 800, 600));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

async function adminPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fa-IR' });
  const phone = freshPhone();
  await ensureAdmin(stack, phone, 'نازنین محمدی');
  await addSessionCookies(context, stack, 'admin', phone);
  return context.newPage();
}

const editor = (page: Page) => page.getByRole('textbox', { name: 'متن مقاله' });

describe('the blog', () => {
  it('lets an admin write an article with an image in the editor, and publish it', async () => {
    const page = await adminPage();
    await page.goto(`${stack.urls.shell}/panel/blog/define`);
    await page.getByRole('textbox', { name: /^عنوان/ }).fill(title);
    const select = page.getByLabel(/^دسته‌بندی/);
    await select.locator('option', { hasText: category.name }).waitFor({ state: 'attached' });
    await select.selectOption({ label: category.name });
    expect(await page.getByLabel(/^نویسنده/).inputValue()).toBe('نازنین محمدی');
    await page.getByLabel(/^خلاصه/).fill('کیفی سبک برای خرید روزانه');
    await page.getByLabel('انتخاب تصویر').setInputFiles(files.poster);
    await editor(page).click();
    await page.getByRole('button', { name: 'تیتر H2', exact: true }).click();
    await page.keyboard.type('برش پارچه');
    await page.keyboard.press('Enter');
    await page.keyboard.type(text);
    await page.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }).click();

    await page.waitForURL((url) => /^\/panel\/blog\/[0-9a-f-]{36}$/.test(url.pathname));
    articleId = new URL(page.url()).pathname.split('/').at(-1)!;
    expect((await admin.call('GET', `/blog/${articleId}`)).status).toBe(404);

    // The image goes in where the cursor is: after the text.
    await editor(page).click();
    await page.keyboard.press('End');
    await page.getByLabel('افزودن تصویر به متن').setInputFiles(files.picture);
    // Once uploaded, the picture is described for screen readers and search engines.
    await page.getByLabel('توضیح تصویر').fill(PICTURE_ALT);
    await page.getByRole('button', { name: 'درج تصویر' }).click();
    const inserted = editor(page).locator('img');
    await inserted.waitFor();
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await inserted.elementHandle(),
    );
    await page.getByRole('button', { name: 'انتشار' }).click();
    await page.getByRole('button', { name: 'بازگرداندن به پیش‌نویس' }).waitFor();

    const published = await new ApiClient(stack.urls.api).call<BlogArticle>('GET', `/blog/${articleId}`);
    expect(published.body).toMatchObject({ title, status: 'published', author: 'نازنین محمدی' });
    expect(published.body.content).toContain('<h2');
    expect(published.body.content).toContain(text);
    expect(published.body.content).toMatch(/<img src="\/media\/[0-9a-f]{24}-large\.webp"/);
    expect(published.body.content).toContain(`alt="${PICTURE_ALT}"`);
    expect(published.body.contentImages).toHaveLength(1);
    await page.context().close();
  });

  it('lets a visitor find it by a word typed with Arabic letters, and read it', async () => {
    const page = await phonePage(browser);
    await page.goto(`${stack.urls.shell}/blog`);
    const search = page.getByRole('searchbox', { name: 'جستجو در بلاگ' });
    await search.fill(`كيف ${run}`);
    await search.press('Enter');
    const card = page.getByTestId('article-card').filter({ hasText: title });
    await card.waitFor();
    await card.getByRole('link').click();

    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/blog/${title}`);
    await page.getByText(text).waitFor();
    expect(await page.getByText('نازنین محمدی').count()).toBeGreaterThan(0);
    const image = page.locator('.article-body img');
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
    );
    expect(await image.getAttribute('alt')).toBe(PICTURE_ALT);
    expect(await image.getAttribute('src')).toMatch(
      new RegExp(`^${stack.urls.api}/media/[0-9a-f]{24}-large\\.webp$`),
    );

    // Arriving by its address is a page (200); an article that does not exist is a real 404.
    const found = await page.goto(`${stack.urls.shell}/blog/${encodeURIComponent(title)}`);
    expect(found?.status()).toBe(200);
    const missing = await page.goto(`${stack.urls.shell}/blog/${encodeURIComponent(`نیست ${run}`)}`);
    expect(missing?.status()).toBe(404);
    await page.getByText('این مقاله پیدا نشد').waitFor();
  });

  it('shows the article an admin marks as the story at /ela-story, and a 404 before', async () => {
    const page = await phonePage(browser);
    expect((await page.goto(`${stack.urls.shell}/ela-story`))?.status()).toBe(404);
    expect((await admin.call('PATCH', `/blog/${articleId}`, { story: true })).status).toBe(200);
    expect((await page.goto(`${stack.urls.shell}/ela-story`))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });
});
