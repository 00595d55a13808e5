import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { SourceEdit, servingPid, startTestStack, waitUntil, type AppName } from '@ela/stack';
import { launchBrowser, phonePage } from './support/browser';

// The project's testTimeout is ignored when jest runs all projects from the root. A rebuild on
// save takes a fraction of a second alone, and a page beside it can hold the cores for seconds.
jest.setTimeout(240_000);
const REBUILT_WITHIN_MS = 90_000;

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
const root = resolve(__dirname, '..');
const HOME_PAGE = resolve(root, 'frontends/shop/src/features/catalog-home/components/home-page.tsx');
const HOME_TITLE = 'فروشگاه پارچهٔ اِلا';
const CONTENT_MAIN = resolve(root, 'services/content/src/main.ts');
const CONTENT_MAIN_BUILT = resolve(root, 'services/content/dist/main.js');
const BACKEND: AppName[] = ['catalog', 'content', 'gateway'];

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  // `npm run dev` as it runs, on free ports with databases of its own; the panel is left out.
  stack = await startTestStack([...BACKEND, 'shop', 'shell'], {}, { dev: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

describe('npm run dev', () => {
  it("answers as the shell's server does, with the remotes' dev servers in its runtime config", async () => {
    expect((await fetch(`${stack.urls.shell}/no/such/page`)).status).toBe(404);
    expect((await fetch(`${stack.urls.shell}/nope.js`)).status).toBe(404);
    const home = await fetch(stack.urls.shell);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html dir="rtl" lang="fa">');
    const config = (await (await fetch(`${stack.urls.shell}/mf-config.json`)).json()) as {
      remotes: { shop: string };
    };
    expect(config.remotes.shop).toBe(`http://localhost:${stack.config.ports.shop}/mf-manifest.json`);
    const manifest = await fetch(config.remotes.shop);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await manifest.json()) as { name: string }).name).toBe('shop');
  });

  it("shows a saved change to a shop page in the open page, without a reload and keeping the page's state", async () => {
    const page = await phonePage(browser);
    await page.goto(stack.urls.shell);
    const title = page.locator('.home-hero__title');
    await title.waitFor();
    expect(await title.textContent()).toBe(HOME_TITLE);
    // Marks that a reload or a remount would lose: one on the window, one on the title's DOM node.
    await page.evaluate(() => {
      Object.assign(window, { devLoopMark: 'kept' });
      Object.assign(document.querySelector('.home-hero__title')!, { devLoopMark: 'kept' });
    });
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    const edit = new SourceEdit(HOME_PAGE);
    try {
      await edit.save(`>${HOME_TITLE}<`, `>${HOME_TITLE} (تازه)<`);
      await page
        .getByRole('heading', { name: `${HOME_TITLE} (تازه)` })
        .waitFor({ timeout: REBUILT_WITHIN_MS });
      const marks = await page.evaluate(() => ({
        window: (window as unknown as { devLoopMark?: string }).devLoopMark,
        title: (document.querySelector('.home-hero__title') as unknown as { devLoopMark?: string })
          .devLoopMark,
      }));
      expect(marks).toEqual({ window: 'kept', title: 'kept' });
      expect(navigations).toBe(0);
    } finally {
      await edit.restore();
    }
    // Putting the file back is a change like any other.
    await page
      .getByRole('heading', { name: HOME_TITLE, exact: true })
      .waitFor({ timeout: REBUILT_WITHIN_MS });
    expect(navigations).toBe(0);
    await page.context().close();
  });

  it('restarts only the service whose source was saved, which then answers again', async () => {
    const before = Object.fromEntries(BACKEND.map((name) => [name, servingPid(stack.apps.get(name)!)]));
    expect(Object.values(before).every((pid) => typeof pid === 'number')).toBe(true);
    const content = stack.apps.get('content')!;
    const contentReady = `http://127.0.0.1:${stack.config.ports.contentHealth}/readyz`;
    const restartedAndReady = (previous: number | undefined) => async () => {
      const pid = servingPid(content);
      return pid !== undefined && pid !== previous && (await fetch(contentReady)).ok;
    };

    const edit = new SourceEdit(CONTENT_MAIN);
    const marker = `// saved by the dev loop test ${Date.now()}`;
    try {
      await edit.save('void bootService(', `${marker}\nvoid bootService(`);
      await waitUntil('content restarted and is ready', restartedAndReady(before.content), 60_000);
      const categories = await fetch(`${stack.urls.api}/blog/category/all`);
      expect(categories.status).toBe(200);
      expect((await readFile(CONTENT_MAIN_BUILT, 'utf8')).includes(marker)).toBe(true);
      for (const name of BACKEND.filter((n) => n !== 'content'))
        expect([name, servingPid(stack.apps.get(name)!)]).toEqual([name, before[name]]);
    } finally {
      // Back to the source as it was; the build follows, so the tree is left as it was found.
      const edited = servingPid(content);
      await edit.restore();
      await waitUntil(
        'the built file is back',
        async () => !(await readFile(CONTENT_MAIN_BUILT, 'utf8')).includes(marker),
        60_000,
      );
      await waitUntil('content restarted again', restartedAndReady(edited), 60_000);
    }
  });
});
