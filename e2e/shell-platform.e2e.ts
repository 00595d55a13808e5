import type { Browser, Page } from 'playwright-core';
import { HOME_PAGE_READS, MESSAGES } from '@ela/contracts';
import { LocalMediaStore } from '@ela/media';
import { ServiceClient, startTestStack } from '@ela/stack';
import { seedCatalog } from '@ela/tools/seed';
import { launchBrowser, phonePage } from './support/browser';

// The project's testTimeout is ignored when jest runs all projects from the root.
jest.setTimeout(120_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack(
    ['auth', 'catalog', 'gateway', 'shop', 'shell'],
    {},
    {
      // Stopped alone below; and the shell's first reads have 300 ms, which a process of its own
      // keeps on a busy machine.
      ownProcess: ['catalog', 'gateway', 'shell'],
    },
  );
  const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  await seedCatalog(services, new LocalMediaStore(stack.config.mediaDir));
  await services.close();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

/** Counts the documents the tab loads (the first one and every reload). */
function countLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('load', () => loads.count++);
  return loads;
}

describe('the shell on the platform rules of the spec', () => {
  it("reloads once when a remote's code fails to download, then shows a notice instead of looping", async () => {
    const page = await phonePage(browser);
    // The shop's page code fails as it would after a deploy removed the file the manifest named.
    await page.route('**/__federation_expose_routes*.js', (route) => route.abort('failed'));
    const loads = countLoads(page);
    await page.goto(stack.urls.shell);
    await page.getByRole('heading', { name: 'این بخش فعلاً در دسترس نیست' }).waitFor();
    await page.waitForTimeout(1500);
    expect(loads.count).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('ela:chunk-reload-at'))).toMatch(/^\d+$/);
    // The header and navigation still work around the notice.
    expect(await page.getByRole('navigation', { name: 'ناوبری پایین' }).count()).toBe(1);
    await page.context().close();
  });

  it('shows a Persian prompt when a new version is deployed, and never reloads by itself', async () => {
    const page = await phonePage(browser);
    let deployed = false;
    await page.route('**/build-manifest.json', (route) =>
      route.fulfill({ json: { version: deployed ? 'after' : 'before' } }),
    );
    const loads = countLoads(page);
    // The shell notes the running build once the page has loaded and the browser is idle: its answer
    // (not only the request) must be in before the deploy, or the shell would note the new build.
    const noted = page.waitForResponse((response) => response.url().endsWith('/build-manifest.json'));
    await page.goto(stack.urls.shell);
    await page.getByTestId('product-card').first().waitFor();
    await noted;
    const box = page.getByRole('combobox', { name: 'جستجو در فروشگاه' });
    await box.fill('کتان');

    deployed = true;
    // Coming back to the tab makes the shell look for a new version. A look while its first round is
    // still reading shares that round, so the tab is shown again until it looks anew.
    const prompt = page.getByRole('status').filter({ hasText: 'نسخهٔ تازه‌ای از فروشگاه آماده است.' });
    for (let tries = 0; tries < 20 && !(await prompt.isVisible()); tries++) {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await page.waitForTimeout(250);
    }
    await prompt.waitFor();
    expect(loads.count).toBe(1);
    expect(await box.inputValue()).toBe('کتان');

    await prompt.getByRole('button', { name: 'بارگذاری دوباره' }).click();
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.getByTestId('product-card').first().waitFor();
    expect(loads.count).toBe(2);
    expect(await prompt.count()).toBe(0);
    await page.context().close();
  });

  it('says an outage once: toasts below the phone header, never the same one twice, not repeated by the page', async () => {
    const page = await phonePage(browser);
    await page.goto(`${stack.urls.shell}/shop`);
    await page.getByTestId('product-card').first().waitFor();
    await stack.stopApp('catalog');
    try {
      // A fresh gateway: the one that read the catalog before it stopped would go on answering the
      // listing from its copy of the listings.
      await stack.stopApp('gateway');
      await stack.start('gateway');
      // The next page of the listing fails: the list says it could not continue, a toast says why.
      await page.getByRole('button', { name: 'نمایش بیشتر' }).click();
      const toasts = page.locator('.toast');
      await toasts.filter({ hasText: MESSAGES.unavailable }).waitFor();
      await page.getByRole('button', { name: 'تلاش دوباره' }).click();
      await page.waitForTimeout(500);
      expect(await toasts.count()).toBe(1);
      const header = await page.locator('.site-header').boundingBox();
      const toast = await toasts.first().boundingBox();
      expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      expect(toast!.x + toast!.width).toBeGreaterThan(390 - 32);

      // Every section of the front page fails alike: each says why in place, and no toast repeats it.
      // (A fresh gateway, so that no section is answered from its edge cache.)
      await stack.stopApp('gateway');
      await stack.start('gateway');
      await page.goto(stack.urls.shell);
      await page.getByRole('alert').filter({ hasText: 'فهرست محصولات دریافت نشد.' }).waitFor();
      const notices = page.locator('.catalog-notice').filter({ hasText: MESSAGES.unavailable });
      await page.waitForFunction(
        () => document.querySelectorAll('.catalog-notice[role="alert"]').length === 3,
      );
      expect(await notices.count()).toBe(3);
      expect(await page.locator('.toast').filter({ hasText: MESSAGES.unavailable }).count()).toBe(0);
    } finally {
      await stack.start('catalog');
    }
    await page.context().close();
  });

  it('renders the front page from the answers it arrived with, and asks the API again after moving on', async () => {
    const page = await phonePage(browser);
    const reads: string[] = [];
    const homeReads = Object.values(HOME_PAGE_READS);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(stack.urls.api).origin) reads.push(url.pathname + url.search);
    });
    // As on a shop in use, the gateway answers the reads from its cache (a cold API that misses
    // the server's short wait is preloaded by the browser instead).
    for (const read of homeReads) expect((await fetch(`${stack.urls.api}${read}`)).status).toBe(200);
    await page.goto(stack.urls.shell);
    await page.getByTestId('product-card').first().waitFor();
    await page.getByTestId('inventory-card').first().waitFor();
    expect(await page.locator('.category-tile').count()).toBeGreaterThan(0);
    expect(reads.filter((read) => homeReads.includes(read as never))).toEqual([]);

    // Back on the front page after another one, the sections ask the API for fresh answers.
    await page.getByRole('link', { name: 'خرید پارچه' }).click();
    // Exact: the front page's own heading also holds the word, and Back must leave /shop, not it.
    await page.waitForURL((url) => url.pathname === '/shop');
    await page.getByRole('heading', { level: 1, name: 'فروشگاه', exact: true }).waitFor();
    const asked = homeReads.map((read) => page.waitForResponse((response) => response.url().endsWith(read)));
    await page.goBack();
    expect((await Promise.all(asked)).map((response) => response.status())).toEqual([200, 200, 200]);
    await page.getByTestId('product-card').first().waitFor();
    await page.context().close();
  });

  it('fetches nothing from another host: icons, fonts and scripts are bundled', async () => {
    const page = await phonePage(browser);
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
    await page.goto(stack.urls.shell, { waitUntil: 'networkidle' });
    await page.getByTestId('product-card').first().waitFor();
    expect([...hosts]).toEqual(['localhost']);
    expect(await page.locator('svg.icon').count()).toBeGreaterThan(3);
    await page.context().close();
  });

  it('stops spinners, skeletons and slides for people who ask for less motion', async () => {
    const motion = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion });
      const page = await context.newPage();
      await page.goto(stack.urls.shell);
      await page.getByTestId('product-card').first().waitFor();
      // The loading states' own classes, as the shell's and the shop's style sheets have them.
      const styles = await page.evaluate(() =>
        ['spinner', 'route-progress'].map((name) => {
          const part = document.createElement('span');
          part.className = name;
          document.body.append(part);
          const { animationDuration, animationIterationCount } = getComputedStyle(part);
          return { name, animationDuration, animationIterationCount };
        }),
      );
      const card = await page
        .getByTestId('product-card')
        .first()
        .evaluate((element) => getComputedStyle(element).transitionDuration);
      await context.close();
      return { styles, card };
    };
    const still = await motion('reduce');
    expect(still.styles).toEqual([
      { name: 'spinner', animationDuration: '1e-05s', animationIterationCount: '1' },
      { name: 'route-progress', animationDuration: '1e-05s', animationIterationCount: '1' },
    ]);
    expect(still.card.split(', ').every((d) => d === '1e-05s')).toBe(true);
    const moving = await motion('no-preference');
    expect(moving.styles).toEqual([
      { name: 'spinner', animationDuration: '0.8s', animationIterationCount: 'infinite' },
      { name: 'route-progress', animationDuration: '1.2s', animationIterationCount: 'infinite' },
    ]);
    expect(moving.card).toBe('0.2s, 0.2s');
  });
});
