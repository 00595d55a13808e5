import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LocalMediaStore } from '@ela/media';
import {
  ServiceClient,
  adminApi,
  makeCategory,
  makeInventory,
  makeProduct,
  startTestStack,
  tag,
  waitUntil,
} from '@ela/stack';
import { seedCatalog } from '@ela/tools/seed';
import { launchBrowser, phonePage } from './support/browser';
import { ensureAdmin, freshPhone, logInThroughPage } from './support/session';

// The project's testTimeout is ignored when jest runs all projects from the root.
jest.setTimeout(180_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;
let remotes: { shop: string; panel: string };
/** In stock whatever the demo catalog holds, so it can go into the basket. */
const inventoryName = `پارچه کتان ${tag()} سبز`;

beforeAll(async () => {
  stack = await startTestStack([
    'auth',
    'catalog',
    'orders',
    'payments',
    'gateway',
    'shop',
    'panel',
    'shell',
  ]);
  const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  await seedCatalog(services, new LocalMediaStore(stack.config.mediaDir));
  await services.close();
  const api = await adminApi(stack);
  const category = await makeCategory(api, `پارچه ${tag()}`);
  const product = await makeProduct(api, {
    name: `پارچه کتان ${tag()}`,
    categoryId: category.id,
    unitType: 'count',
    description: 'کتان',
  });
  await makeInventory(api, { productId: product.id, name: inventoryName, price: 1_000_000 });
  remotes = {
    shop: `http://localhost:${stack.config.ports.shop}`,
    panel: `http://localhost:${stack.config.ports.panel}`,
  };
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

interface Watched {
  page: Page;
  /** What the page's policy refused, from `securitypolicyviolation` events and the console. */
  violations: string[];
  /** Response headers by URL, for every response the tab received. */
  headers: Map<string, Record<string, string>>;
}

/**
 * A phone tab that records every policy violation of every document it loads: the events the
 * browser fires (reported through a binding that outlives navigations) and its console's words.
 */
async function watchedPage(): Promise<Watched> {
  const page = await phonePage(browser);
  const violations: string[] = [];
  const headers = new Map<string, Record<string, string>>();
  await exposeViolations(page.context(), violations);
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => headers.set(response.url(), response.headers()));
  return { page, violations, headers };
}

async function exposeViolations(context: BrowserContext, violations: string[]) {
  await context.exposeBinding('reportPolicyViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

const headersOf = (watched: Watched, match: (url: string) => boolean) =>
  [...watched.headers.entries()].filter(([url]) => match(url)).map(([, headers]) => headers);

describe('the pages under their security policy', () => {
  it('lets a customer browse, fill the basket and reach checkout with no violation, and sends the headers', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    const home = await page.goto(stack.urls.shell);
    await page.getByTestId('product-card').first().waitFor();
    // Pictures come from the API's media.
    await page.locator('[data-testid="product-card"] img').first().waitFor();

    const policy = home!.headers()['content-security-policy'];
    expect(policy).toMatch(/script-src 'self' http:\/\/localhost:\d+ http:\/\/localhost:\d+ 'nonce-[^']+'/);
    expect(policy).toContain(`connect-src 'self' ${stack.urls.api} ${remotes.shop} ${remotes.panel}`);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-/);
    expect(home!.headers()).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=()'),
    });
    // Served over plain HTTP here: no HSTS.
    expect(home!.headers()['strict-transport-security']).toBeUndefined();

    // A category, from the list of categories.
    await page.goto(`${stack.urls.shell}/categories`);
    await page.locator('a[href^="/category/"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/category/'));
    await page.getByRole('heading', { level: 1 }).waitFor();

    // A product, into the basket, then a login on the shop's login page.
    await page.goto(`${stack.urls.shell}/product/${encodeURIComponent(inventoryName)}`);
    await page.getByRole('heading', { level: 1, name: inventoryName }).waitFor();
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await page.getByTestId('basket-count').waitFor();
    await page.goto(`${stack.urls.shell}/login?redirect=%2Fbasket`);
    await logInThroughPage(page, stack, freshPhone());
    await page.waitForURL((url) => url.pathname === '/basket');
    await page.getByTestId('basket-total').waitFor();
    await page.goto(`${stack.urls.shell}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'تکمیل خرید' }).waitFor();
    // Whatever the page asks for after showing its heading.
    await page.waitForLoadState('networkidle');

    expect(watched.violations).toEqual([]);

    // The shop remote's files: loadable from the shell's origin, never framed.
    const entries = headersOf(watched, (url) => url === `${remotes.shop}/remoteEntry.js`);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]).toMatchObject({
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    });
    await page.context().close();
  });

  it('lets an administrator log in and use the panel with no violation, and never frames the panel', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    const admin = freshPhone();
    await ensureAdmin(stack, admin);
    const login = await page.goto(`${stack.urls.shell}/panel/login`);
    expect(login!.headers()).toMatchObject({
      'x-frame-options': 'DENY',
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    });
    await logInThroughPage(page, stack, admin);
    await page.waitForURL((url) => url.pathname === '/panel');
    await page.getByRole('heading', { name: 'داشبورد' }).waitFor();
    await page.goto(`${stack.urls.shell}/panel/products`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('img.panel-thumb').first().waitFor();
    await page.waitForLoadState('networkidle');

    expect(watched.violations).toEqual([]);
    const entries = headersOf(watched, (url) => url === `${remotes.panel}/remoteEntry.js`);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]).toMatchObject({
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'cross-origin',
    });

    await page.context().close();
  });

  it('shows the storefront in its own frames but never the panel', async () => {
    const page = await phonePage(browser);
    await page.goto(stack.urls.shell);
    await page.getByTestId('product-card').first().waitFor();
    /** The framed document's title as the shop's page sees it (same origin), or null when the browser refused it. */
    const titleInFrame = (path: string) =>
      page.evaluate(async (src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        const loaded = new Promise((done) => frame.addEventListener('load', done, { once: true }));
        document.body.append(frame);
        await loaded;
        try {
          return frame.contentDocument?.title ?? null;
        } catch {
          return null;
        }
      }, path);
    expect(await titleInFrame('/shop')).toContain('همهٔ محصولات');
    expect(await titleInFrame('/panel/login')).toBeNull();
    await page.context().close();
  });

  it('refuses a script the page did not vouch for, and reports it', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    await page.goto(stack.urls.shell);
    await page.getByTestId('product-card').first().waitFor();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.head.append(script);
      await new Promise((done) => setTimeout(done, 200));
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    await waitUntil('the violation is reported', async () =>
      watched.violations.some((v) => v.startsWith('script-src-elem refused inline')),
    );
    await page.context().close();
  });
});

describe('source maps', () => {
  it('are named by no file and served by no server', async () => {
    const html = await (await fetch(stack.urls.shell)).text();
    const main = /src="(\/main\.[0-9a-f]+\.js)"/.exec(html)![1];
    const scripts = [
      `${stack.urls.shell}${main}`,
      `${remotes.shop}/remoteEntry.js`,
      `${remotes.panel}/remoteEntry.js`,
    ];
    for (const url of scripts) {
      const response = await fetch(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect(await response.text()).not.toContain('sourceMappingURL');
      const map = await fetch(`${url}.map`);
      expect({ url: `${url}.map`, status: map.status }).toEqual({ url: `${url}.map`, status: 404 });
    }
  });
});
