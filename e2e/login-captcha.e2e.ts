import type { Browser, Page } from 'playwright-core';
import { CAPTCHA_ENDPOINTS, MESSAGES } from '@ela/contracts';
import { CAPTCHA_MESSAGES } from '@ela/web-kit/src/captcha/captcha-messages';
import {
  ensureAdmin,
  freshPhone,
  latestCode,
  outboxMessages,
  simCaptchaEnv,
  startTestStack,
  type SimCaptchaProvider,
} from '@ela/stack';
import { launchBrowser, phonePage } from './support/browser';
import { international } from './support/session';

// The project's testTimeout is ignored when jest runs all projects from the root.
jest.setTimeout(180_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  // ArCaptcha on, its widget and verify API stood in for by the simulator.
  stack = await startTestStack(
    ['gateway-sim', 'auth', 'gateway', 'shop', 'panel', 'shell'],
    {},
    {
      captcha: 'arcaptcha',
      ownProcess: ['auth'],
    },
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

/** Auth started again with another captcha setting; the pages learn it from the next read. */
async function restartAuthWith(env: Record<string, string>): Promise<void> {
  stack.config.extraEnv = { ...stack.config.extraEnv, auth: env };
  await stack.stopApp('auth');
  await stack.start('auth');
}

/** A phone-sized page, and every address it asked for. */
async function watchedPage(): Promise<{ page: Page; requested: string[] }> {
  const page = await phonePage(browser);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  return { page, requested };
}

/**
 * The shell's pages allow the widget once its server has read the captcha settings from the API
 * (frontends/shell/server/captcha-widget.ts); a read missed at a cold start is tried again on the
 * next page, so this asks for pages until the policy names the simulator.
 */
async function shellAllowsCaptcha(): Promise<void> {
  for (;;) {
    const res = await fetch(`${stack.urls.shell}/login`);
    await res.arrayBuffer();
    if (res.headers.get('content-security-policy')?.includes(stack.urls.gatewaySim)) return;
  }
}

const robotBox = (page: Page) => page.getByRole('checkbox', { name: 'من ربات نیستم' });
const hint = (page: Page) => page.getByRole('alert');

async function captchaCounts(): Promise<{ passed: number; refused: number }> {
  return (await (await fetch(`${stack.urls.gatewaySim}/__sim/captcha`)).json()) as {
    passed: number;
    refused: number;
  };
}

/**
 * Through a login page with the captcha on: asking for a code unsolved is stopped with a Persian
 * hint, the solved widget's token sends the code, and the code step asks for a fresh one.
 */
async function logInSolvingCaptcha(page: Page, phone: string, wrongCodeFirst: boolean): Promise<void> {
  await robotBox(page).waitFor();
  await page.getByLabel('شمارهٔ موبایل').fill(phone);
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  await expectText(hint(page), CAPTCHA_MESSAGES.unsolved);
  expect(await outboxMessages(stack.config.smsOutboxFile, international(phone))).toEqual([]);

  await robotBox(page).check();
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  const codeInput = page.getByLabel('کد ورود');
  await codeInput.waitFor();
  const code = await latestCode(stack.config.smsOutboxFile, international(phone));

  // The token that sent the code is spent: the code step's box is unticked.
  expect(await robotBox(page).isChecked()).toBe(false);
  if (wrongCodeFirst) {
    await robotBox(page).check();
    await codeInput.fill(code === '000000' ? '111111' : '000000');
    await expectText(hint(page), 'کد درست نیست');
    // A failed try spends the token too: the widget is reset and asks again.
    expect(await robotBox(page).isChecked()).toBe(false);
  }
  await codeInput.fill(code);
  await expectText(hint(page), CAPTCHA_MESSAGES.unsolved);
  await robotBox(page).check();
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}

async function expectText(locator: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  await locator.filter({ hasText: text }).waitFor();
}

const scriptOn = (provider: SimCaptchaProvider) =>
  `${stack.urls.gatewaySim}${new URL(CAPTCHA_ENDPOINTS[provider].script).pathname}`;

describe('the captcha on the login pages', () => {
  it('refuses a code request without a token at the API, in Persian', async () => {
    const res = await fetch(`${stack.urls.api}/otp/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: freshPhone() }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'AUTH.CAPTCHA_FAILED', message: MESSAGES.captchaFailed });
  });

  it('shows ArCaptcha on the customer login; a code and a login each need it solved', async () => {
    await shellAllowsCaptcha();
    const before = await captchaCounts();
    const { page, requested } = await watchedPage();
    const phone = freshPhone();
    await page.goto(`${stack.urls.shell}/login`);
    await logInSolvingCaptcha(page, phone, true);
    await page.waitForURL((url) => url.pathname === '/profile');
    expect(requested.filter((url) => url.startsWith(scriptOn('arcaptcha')))).toHaveLength(1);
    // The code, the wrong code's login and the right one's: each token checked by the provider once.
    expect(await captchaCounts()).toEqual({ passed: before.passed + 3, refused: before.refused });
    await page.context().close();
  });

  it('shows reCAPTCHA on the admin login when that provider is on', async () => {
    await restartAuthWith(simCaptchaEnv('recaptcha', stack.urls.gatewaySim));
    const { page, requested } = await watchedPage();
    const phone = freshPhone();
    await ensureAdmin(stack, phone, 'مدیر آزمون');
    await page.goto(`${stack.urls.shell}/panel/login`);
    await logInSolvingCaptcha(page, phone, false);
    await page.waitForURL((url) => url.pathname === '/panel');
    const scripts = requested.filter((url) => url.startsWith(scriptOn('recaptcha')));
    expect(scripts).toHaveLength(1);
    expect(new URL(scripts[0]).searchParams.get('render')).toBe('explicit');
    expect(requested.some((url) => url.startsWith(scriptOn('arcaptcha')))).toBe(false);
    await page.context().close();
  });

  it('with the captcha off, shows no widget and asks for no captcha script', async () => {
    await restartAuthWith({ CAPTCHA_PROVIDER: 'none' });
    const { page, requested } = await watchedPage();
    await page.goto(`${stack.urls.shell}/panel/login`);
    await page.getByRole('heading', { name: 'ورود مدیر' }).waitFor();
    const phone = freshPhone();
    await page.goto(`${stack.urls.shell}/login`);
    await page.getByLabel('شمارهٔ موبایل').fill(phone);
    await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
    await page.getByLabel('کد ورود').fill(await latestCode(stack.config.smsOutboxFile, international(phone)));
    // Logged in without a challenge, and no widget was ever fetched.
    await page.waitForURL((url) => url.pathname === '/profile');
    const captchaHosts = [stack.urls.gatewaySim, 'arcaptcha', 'recaptcha', 'gstatic'];
    expect(requested.filter((url) => captchaHosts.some((host) => url.includes(host)))).toEqual([]);
    await page.context().close();
  });
});
