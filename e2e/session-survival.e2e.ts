import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { REFRESH_COOKIE, REFRESH_PATHS, SESSION_ENDED_MESSAGE, type TokenPair } from '@ela/contracts';
import {
  ApiClient,
  adminApi,
  makeCategory,
  makeInventory,
  makeProduct,
  startTestStack,
  waitUntil,
} from '@ela/stack';
import { launchBrowser, phonePage } from './support/browser';
import { addSessionPair, freshPhone, logInThroughPage, sessionCookies } from './support/session';

// The project's testTimeout is ignored when jest runs all projects from the root.
jest.setTimeout(180_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;
let api: ApiClient;
const inventoryName = `پارچه کتان ${randomUUID().slice(0, 6)}`;
const productPath = () => `/product/${encodeURIComponent(inventoryName)}`;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'orders', 'gateway', 'shop', 'panel', 'shell']);
  api = new ApiClient(stack.urls.api);
  const admin = await adminApi(stack);
  const category = await makeCategory(admin, `کتان ${randomUUID().slice(0, 6)}`);
  const product = await makeProduct(admin, { name: inventoryName, categoryId: category.id });
  await makeInventory(admin, { productId: product.id, name: inventoryName, price: 1_500_000 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
const login = () => api.login('user', freshPhone(), stack.config.smsOutboxFile);
/** The gateway's refresh cookie as the browser holds it for the customer's refresh path. */
const refreshCookie = async (context: BrowserContext) =>
  (await context.cookies(`${stack.urls.api}${REFRESH_PATHS.user}`)).find((c) => c.name === REFRESH_COOKIE);

/** A token the gateway refuses, as an expired one would be: the next call needs a refresh. */
async function expireAccessToken(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'auth.accessToken', value: 'expired', url: stack.urls.shell }]);
}

/** A browser whose saved session was ended elsewhere (logged out on another device, say). */
async function deadSession(): Promise<Page> {
  const page = await phonePage(browser);
  const pair = await login();
  await addSessionPair(page.context(), stack, 'user', pair);
  const out = await api.call('DELETE', REFRESH_PATHS.user, undefined, {
    cookie: `${REFRESH_COOKIE}=${pair.refresh_token}`,
  });
  expect(out.status).toBe(200);
  await expireAccessToken(page.context());
  return page;
}

/** Waits until the page has dropped its session (the dead one) from the cookies. */
const sessionDropped = (page: Page) =>
  page.waitForFunction(() => !document.cookie.includes('auth.accessToken'));

describe('the session in a browser', () => {
  it('keeps the refresh token where no script reaches it, and two tabs refreshing at once stay logged in', async () => {
    const first = await phonePage(browser);
    const context = first.context();
    await first.goto(`${stack.urls.shell}/login`);
    await logInThroughPage(first, stack, freshPhone());
    await first.waitForURL((url) => url.pathname === '/profile');
    await first.getByText('هنوز آدرسی ثبت نکرده‌اید', { exact: false }).waitFor();

    const cookie = await refreshCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: REFRESH_PATHS.user });
    const seen = await first.evaluate(() => document.cookie);
    expect(seen).toContain('auth.accessToken=');
    expect(seen).not.toContain(REFRESH_COOKIE);
    expect(seen).not.toContain(cookie!.value);

    // Both tabs open a page at once with an access token the gateway refuses.
    await expireAccessToken(context);
    const second = await context.newPage();
    await Promise.all(
      [first, second].map(async (page) => {
        await page.goto(`${stack.urls.shell}/profile`);
        await page.getByRole('heading', { name: 'اطلاعات حساب' }).waitFor();
        await page.getByText('هنوز آدرسی ثبت نکرده‌اید', { exact: false }).waitFor();
      }),
    );
    expect([pathOf(first), pathOf(second)]).toEqual(['/profile', '/profile']);
    // The jar takes the renewed cookie from the refresh's answer, which may land after the page.
    await waitUntil(
      'the refresh cookie is renewed',
      async () => (await refreshCookie(context))?.value !== cookie!.value,
      10_000,
    );
    const renewed = await refreshCookie(context);
    expect(renewed?.value).not.toBe(cookie!.value);
    const access = (await sessionCookies(context, stack)).find((c) => c.name === 'auth.accessToken');
    expect(access?.value).not.toBe('expired');
    await context.close();
  });

  it('keeps a phone and a laptop that refresh the same session at the same moment both logged in', async () => {
    const pair: TokenPair = await login();
    const pages = await Promise.all([phonePage(browser), phonePage(browser)]);
    for (const page of pages) {
      await addSessionPair(page.context(), stack, 'user', pair);
      await expireAccessToken(page.context());
    }
    await Promise.all(
      pages.map(async (page) => {
        await page.goto(`${stack.urls.shell}/profile`);
        await page.getByText('هنوز آدرسی ثبت نکرده‌اید', { exact: false }).waitFor();
      }),
    );
    const tokens = await Promise.all(pages.map(async (page) => (await refreshCookie(page.context()))?.value));
    // The server answered the same token twice with the same new pair.
    expect(tokens[0]).toBe(tokens[1]);
    expect(tokens[0]).not.toBe(pair.refresh_token);
    for (const page of pages) await page.context().close();
  });

  it('lets a dead session browse on as a guest: the home page and a product, the guest basket kept', async () => {
    const page = await deadSession();
    const guestLine = { inventoryId: randomUUID(), quantity: 2 };
    await page.addInitScript((line) => {
      if (!localStorage.getItem('pendingBasket_v1'))
        localStorage.setItem('pendingBasket_v1', JSON.stringify({ version: 1, lines: [line] }));
    }, guestLine);

    await page.goto(`${stack.urls.shell}/`);
    await sessionDropped(page);
    expect(pathOf(page)).toBe('/');
    await page.getByRole('link', { name: 'ورود' }).first().waitFor();

    await page.goto(`${stack.urls.shell}${productPath()}`);
    await page.getByRole('heading', { level: 1, name: inventoryName }).waitFor();
    expect(pathOf(page)).toBe(productPath());
    expect(await page.getByText(SESSION_ENDED_MESSAGE).count()).toBe(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('pendingBasket_v1')))!)).toEqual({
      version: 1,
      lines: [guestLine],
    });
    await page.context().close();
  });

  it('opens a product straight away for a dead session, without a detour to the login', async () => {
    const page = await deadSession();
    await page.goto(`${stack.urls.shell}${productPath()}`);
    await page.getByRole('heading', { level: 1, name: inventoryName }).waitFor();
    await sessionDropped(page);
    expect(pathOf(page)).toBe(productPath());
    await page.context().close();
  });

  it('asks for a login on the account page of a dead session, saying why', async () => {
    const page = await deadSession();
    await page.goto(`${stack.urls.shell}/profile`);
    await page.getByRole('heading', { name: 'ورود یا ثبت‌نام' }).waitFor();
    expect(`${pathOf(page)}${new URL(page.url()).search}`).toBe('/login?redirect=%2Fprofile');
    await page.getByText(SESSION_ENDED_MESSAGE).waitFor();
    expect(await sessionCookies(page.context(), stack)).toEqual([]);
    expect(await refreshCookie(page.context())).toBeUndefined();
    await page.context().close();
  });
});
