import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { ApiClient, ensureAdmin, freshPhone, startTestStack } from '@ela/stack';
import type { Color, Page as Listing } from '@ela/contracts';
import { launchBrowser } from './support/browser';
import { addSessionCookies } from './support/session';

jest.setTimeout(120_000);

// An administrator changes the catalog in the panel and finds the change in the audit log.
type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;
let page: Page;
let api: ApiClient;
const colorName = `فیروزه‌ای ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway', 'shop', 'panel', 'shell']);
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fa-IR' });
  const phone = freshPhone();
  await ensureAdmin(stack, phone, 'مدیر گزارش');
  const session = await addSessionCookies(context, stack, 'admin', phone);
  api = new ApiClient(stack.urls.api).as(session.access_token);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

it('shows a colour the admin just defined in the audit log, reached from the navigation', async () => {
  await page.goto(`${stack.urls.shell}/panel/products/colors/define`);
  await page.getByLabel('نام رنگ').fill(colorName);
  await page.getByLabel('کد رنگ').fill('40E0D0');
  await page.getByRole('button', { name: 'ثبت رنگ' }).click();
  await page.getByRole('row').filter({ hasText: colorName }).waitFor();
  const colors = await api.call<Listing<Color>>('GET', '/products/colors?sort=newest&limit=100');
  const color = colors.body.items.find((c) => c.name === colorName)!;

  await page
    .getByRole('navigation', { name: 'بخش‌های پنل' })
    .getByRole('link', { name: 'گزارش فعالیت‌ها' })
    .click();
  await page.getByRole('heading', { name: 'گزارش فعالیت مدیران' }).waitFor();
  // The colour's id is shown by its start, the whole of it on hover.
  const row = page.getByRole('row').filter({ has: page.getByTitle(color.id) });
  await row.waitFor();
  const text = await row.textContent();
  expect(text).toContain('شما');
  // In Persian words: the write from its route row, the browser by its name; no method, path or agent.
  expect(text).toContain('افزودن رنگ');
  expect(text).toContain('کروم روی لینوکس');
  expect(text).not.toMatch(/POST|\/products|Mozilla|Chrome/);
  expect(text).toContain('انجام شد');
  expect(text).toMatch(/[۰-۹]{4}/); // the Jalali year, in Persian digits
  expect(await page.getByRole('row').nth(1).getByTitle(color.id).count()).toBe(1); // newest first

  // The choice lands with the navigation it starts, a moment after the click.
  await page.getByRole('radio', { name: 'حساب‌ها و ورود' }).click();
  await page.waitForURL((url) => url.searchParams.get('service') === 'auth');
  // The address changes first and the radio a render later: wait for it, checked, rather than look once.
  await page.getByRole('radio', { name: 'حساب‌ها و ورود', checked: true }).waitFor();
  // Making this admin, a call the gateway never routes, is in the auth service's own log.
  const internal = page.getByRole('row').filter({ hasText: 'تعیین مدیر' }).first();
  await internal.waitFor();
  expect(await internal.textContent()).not.toMatch(/NATS|auth\.admins/);
});
