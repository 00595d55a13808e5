import type { Browser, BrowserContext, Page } from 'playwright-core';
import { REFRESH_COOKIE, REFRESH_PATHS, type Role } from '@ela/contracts';
import { startTestStack } from '@ela/stack';
import { launchBrowser, phonePage } from './support/browser';
import {
  addSessionCookies,
  ensureAdmin,
  freshPhone,
  logInThroughPage,
  sessionCookies,
} from './support/session';

// The project's testTimeout is ignored when jest runs all projects from the root.
jest.setTimeout(120_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'orders', 'gateway', 'shop', 'panel', 'shell']);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const persianDigits = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
const pathOf = (page: Page) => new URL(page.url()).pathname;
const searchOf = (page: Page) => new URL(page.url()).search;

/** The gateway's HttpOnly refresh cookie of a role, as the browser holds it for that role's refresh path. */
const refreshCookie = async (context: BrowserContext, role: Role) =>
  (await context.cookies(`${stack.urls.api}${REFRESH_PATHS[role]}`)).find((c) => c.name === REFRESH_COOKIE);

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

describe('identity in a browser', () => {
  it('logs a customer in, edits the profile, adds an address and logs out', async () => {
    const page = await phonePage(browser);
    const phone = freshPhone();
    await page.goto(`${stack.urls.shell}/login`);
    await logInThroughPage(page, stack, phone, persianDigits(phone));
    await waitForPath(page, '/profile');

    // The profile, with the number in Persian digits.
    await page.getByRole('heading', { name: 'اطلاعات حساب' }).waitFor();
    const who = page.getByTestId('account-who');
    expect(await who.textContent()).toBe(persianDigits(phone));

    await page.getByLabel('نام', { exact: true }).fill('سارا');
    await page.getByLabel('نام خانوادگی').fill('آزمون');
    await page.getByLabel('روز تولد').selectOption('1');
    await page.getByLabel('ماه تولد').selectOption('1');
    await page.getByLabel('سال تولد').selectOption('1369');
    await page.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();
    await page.getByText('اطلاعات حساب ذخیره شد.').waitFor();
    expect(await who.textContent()).toBe(`سارا آزمون${persianDigits(phone)}`);

    // An address, through the province and city pickers.
    await page.getByText('هنوز آدرسی ثبت نکرده‌اید', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'افزودن آدرس' }).click();
    await page.getByLabel('نام آدرس').fill('خانه');
    const province = page.getByLabel('استان');
    await province.locator('option', { hasText: 'تهران' }).first().waitFor({ state: 'attached' });
    await province.selectOption({ label: 'تهران' });
    const city = page.getByLabel('شهر', { exact: true });
    await city.locator('option', { hasText: 'تهران' }).first().waitFor({ state: 'attached' });
    await city.selectOption({ label: 'تهران' });
    await page.getByLabel('نشانی').fill('خیابان ولیعصر، کوچهٔ بهار');
    await page.getByLabel('پلاک').fill('۱۲');
    await page.getByLabel('کد پستی').fill('۱۲۳۴۵۶۷۸۹۰');
    await page.getByRole('button', { name: 'افزودن آدرس' }).click();
    const card = page.getByTestId('address-card');
    await card.waitFor();
    expect(await card.textContent()).toContain('تهران، تهران، خیابان ولیعصر، کوچهٔ بهار، پلاک ۱۲');

    // Both survive a reload: they are on the server, and the session is in the cookies.
    await page.reload();
    await page.getByTestId('address-card').waitFor();
    expect(await page.getByLabel('نام', { exact: true }).inputValue()).toBe('سارا');
    expect(await page.getByLabel('سال تولد').inputValue()).toBe('1369');

    // Deleting asks first.
    await page.getByRole('button', { name: 'حذف', exact: true }).click();
    await page.getByRole('button', { name: 'بله، حذف شود' }).click();
    await page.getByText('هنوز آدرسی ثبت نکرده‌اید', { exact: false }).waitFor();

    const loggedOut = page.waitForResponse(
      (res) => res.url().endsWith(REFRESH_PATHS.user) && res.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'خروج از حساب' }).click();
    await page.getByRole('heading', { name: 'ورود یا ثبت‌نام' }).waitFor();
    expect([pathOf(page), searchOf(page)]).toEqual(['/login', '']);
    expect(await sessionCookies(page.context(), stack)).toEqual([]);
    // The gateway cleared the refresh cookie too, which no script could.
    expect((await loggedOut).status()).toBe(200);
    expect(await refreshCookie(page.context(), 'user')).toBeUndefined();
    await page.context().close();
  });

  it('logs an admin in at /panel/login and shows the panel with who is logged in', async () => {
    const page = await phonePage(browser);
    const phone = freshPhone();
    await ensureAdmin(stack, phone, 'مدیر آزمون');
    await page.goto(`${stack.urls.shell}/panel/login`);
    await logInThroughPage(page, stack, phone);
    await waitForPath(page, '/panel');
    await page.getByRole('heading', { name: 'داشبورد' }).waitFor();
    expect(await page.getByTestId('admin-name').textContent()).toBe('مدیر آزمون');
    const cookies = await sessionCookies(page.context(), stack);
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual([
      'auth.accessToken',
      'auth.isAdmin',
      'auth.user',
    ]);
    expect(cookies.find((cookie) => cookie.name === 'auth.isAdmin')?.value).toBe('true');
    expect(cookies.every((cookie) => cookie.sameSite === 'Lax' && cookie.path === '/')).toBe(true);
    // The refresh token only in the gateway's cookie, out of reach of scripts and of other paths.
    expect(await refreshCookie(page.context(), 'admin')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: REFRESH_PATHS.admin,
    });

    await page.getByRole('button', { name: 'خروج' }).click();
    await page.getByRole('heading', { name: 'ورود مدیر' }).waitFor();
    expect(pathOf(page)).toBe('/panel/login');
    expect(await sessionCookies(page.context(), stack)).toEqual([]);
    await page.context().close();
  });

  it('sends a customer who opens /panel/products to the admin login', async () => {
    const page = await phonePage(browser);
    await addSessionCookies(page.context(), stack, 'user', freshPhone());
    await page.goto(`${stack.urls.shell}/panel/products`);
    await page.getByRole('heading', { name: 'ورود مدیر' }).waitFor();
    expect([pathOf(page), searchOf(page)]).toEqual(['/panel/login', '?redirect=%2Fpanel%2Fproducts']);
    await page.context().close();
  });

  it('sends an anonymous visitor of /checkout to /login and back to checkout after logging in', async () => {
    const page = await phonePage(browser);
    await page.goto(`${stack.urls.shell}/checkout`);
    await page.getByRole('heading', { name: 'ورود یا ثبت‌نام' }).waitFor();
    expect([pathOf(page), searchOf(page)]).toEqual(['/login', '?redirect=%2Fcheckout']);
    await logInThroughPage(page, stack, freshPhone());
    await waitForPath(page, '/checkout');
    await page.getByRole('heading', { name: 'سبد خرید شما خالی است' }).waitFor();
    await page.context().close();
  });

  it('refreshes an expired access token once for the requests of a page, and keeps the session', async () => {
    const page = await phonePage(browser);
    const context = page.context();
    const pair = await addSessionCookies(context, stack, 'user', freshPhone());
    // A token the gateway refuses, as an expired one would be; the refresh token is still good.
    await context.addCookies([{ name: 'auth.accessToken', value: 'expired', url: stack.urls.shell }]);
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/refreshUserToken')) refreshes.push(request.method());
    });
    await page.goto(`${stack.urls.shell}/profile`);
    await page.getByRole('heading', { name: 'اطلاعات حساب' }).waitFor();
    await page.getByText('هنوز آدرسی ثبت نکرده‌اید', { exact: false }).waitFor();
    expect(refreshes).toEqual(['POST']);
    const cookies = Object.fromEntries(
      (await sessionCookies(context, stack)).map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]),
    );
    expect(cookies['auth.accessToken']).not.toBe('expired');
    expect((await refreshCookie(context, 'user'))?.value).not.toBe(pair.refresh_token);
    await context.close();
  });
});
