import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import type { Page as Listing, Toddler } from '@ela/contracts';
import { ApiClient, startTestStack } from '@ela/stack';
import { launchBrowser, phonePage } from './support/browser';
import { addSessionCookies, ensureAdmin, freshPhone } from './support/session';

// The project's testTimeout is ignored when jest runs all projects from the root.
jest.setTimeout(240_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;
let tempDir: string;
let photo = '';

const run = randomUUID().slice(0, 6);
const name = `ریحانه ${run}`;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'content', 'gateway', 'shop', 'panel', 'shell']);
  tempDir = await mkdtemp(join(tmpdir(), 'league-e2e-'));
  photo = join(tempDir, 'IMG_0042.jpg');
  // As a phone takes it: where it was taken is in its EXIF block.
  const jpeg = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#f4a261' } })
    .jpeg()
    .withExif({ IFD0: { Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 0/1' } })
    .toBuffer();
  await writeFile(photo, jpeg);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

async function loggedIn(role: 'user' | 'admin', width = 390): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fa-IR' });
  const phone = freshPhone();
  if (role === 'admin') await ensureAdmin(stack, phone);
  await addSessionCookies(context, stack, role, phone);
  return context.newPage();
}

const gallery = (page: Page) => page.getByTestId('toddler-card').filter({ hasText: name });

describe('the toddler league', () => {
  it('sends a visitor who is not logged in to the login page before the upload form', async () => {
    const page = await phonePage(browser);
    await page.goto(`${stack.urls.shell}/league`);
    await page.getByRole('link', { name: 'فرستادن عکس' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/league/toddlers/upload');
  });

  it('takes a parent’s photo, shows nothing to the public until an admin approves it, then shows it in the gallery', async () => {
    const parent = await loggedIn('user');
    await parent.goto(`${stack.urls.shell}/league/toddlers/upload`);
    await parent.getByLabel('نام کودک', { exact: true }).fill(name);
    await parent.getByRole('combobox', { name: 'سال' }).selectOption('1');
    await parent.getByRole('combobox', { name: 'ماه' }).selectOption('8');
    await parent.getByLabel('عکس کودک', { exact: true }).setInputFiles(photo);
    await parent.getByRole('img', { name: 'پیش‌نمایش عکس' }).waitFor();
    await parent.getByRole('button', { name: 'فرستادن برای بررسی' }).click();
    const mine = parent.getByTestId('my-toddler').filter({ hasText: name });
    await mine.waitFor();
    expect(await mine.textContent()).toContain('در انتظار بررسی');
    expect(await mine.textContent()).toContain('۱ سال و ۸ ماه');

    const visitor = await phonePage(browser);
    await visitor.goto(`${stack.urls.shell}/league/toddlers`);
    await visitor.getByText('گالری هنوز خالی است').waitFor();
    const waiting = await new ApiClient(stack.urls.api).call<Listing<Toddler>>('GET', '/toddler/all');
    expect(waiting.body.items).toEqual([]);

    const admin = await loggedIn('admin', 1280);
    await admin.goto(`${stack.urls.shell}/panel/league`);
    const card = admin.getByRole('article', { name });
    await card.waitFor();
    await card.getByRole('button', { name: `تأیید ${name}` }).click();
    await admin.getByText('عکسی در انتظار بررسی نیست.').waitFor();

    // Another visitor: a browser keeps a public read up to its max age (30 s), events or not.
    const later = await phonePage(browser);
    await later.goto(`${stack.urls.shell}/league/toddlers`);
    await gallery(later).waitFor();
    expect(await gallery(later).textContent()).toContain('۱ سال و ۸ ماه');
    const image = gallery(later).locator('img');
    await later.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
    );
    // What the gallery shows carries nothing of the camera or the place.
    const served = Buffer.from(await (await fetch((await image.getAttribute('src'))!)).arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();

    await parent.reload();
    await parent.getByTestId('my-toddler').filter({ hasText: 'در گالری' }).waitFor();
  });
});
