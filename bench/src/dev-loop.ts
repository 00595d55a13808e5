import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SourceEdit, servingPid, startTestStack, waitUntil, type AppName } from '@ela/stack';
import { BENCH_PROCESSES } from './bench-processes';
import { median } from './median';

/**
 * How long a saved change takes to show, with `npm run dev` and without it (the baseline, in the
 * same run): a shop page's text in the open browser, and a service answering again after its
 * source changed. Every edit is put back afterwards.
 *
 * Without `npm run dev` a change to the shop means a production build of the remote and a reload
 * of the page; a change to a service means `tsc -b` and restarting that service by hand.
 */
const run = promisify(execFile);
const root = resolve(__dirname, '../..');
const HOME_PAGE = join(root, 'frontends/shop/src/features/catalog-home/components/home-page.tsx');
const HOME_TITLE = 'فروشگاه پارچهٔ اِلا';
const CONTENT_MAIN = join(root, 'services/content/src/main.ts');
const CONTENT_BUILT = join(root, 'services/content/dist/main.js');
const APPS: AppName[] = ['catalog', 'content', 'gateway', 'shop', 'shell'];
const PAGE_EDITS = Number(process.env.DEV_LOOP_PAGE_EDITS ?? 7);
const SERVICE_EDITS = Number(process.env.DEV_LOOP_SERVICE_EDITS ?? 5);
const BASELINE_ROUNDS = Number(process.env.DEV_LOOP_BASELINE_ROUNDS ?? 3);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const baseline = await measureWithoutDevLoop(browser);
    const dev = await measureDevLoop(browser);
    console.log('\nsave → visible, in ms (median / max)');
    report('shop page, production build + reload', baseline.page);
    report('shop page, npm run dev (hot)', dev.page);
    report('content service, tsc -b + restart', baseline.service);
    report('content service, npm run dev', dev.service);
    console.log(
      `\nnpm run dev is ${ratio(baseline.page, dev.page)}× faster for a page and ` +
        `${ratio(baseline.service, dev.service)}× for a service; stack ready in ` +
        `${dev.startMs} ms (dev) vs ${baseline.startMs} ms (built apps, build not counted)`,
    );
  } finally {
    await browser.close();
  }
}

async function measureWithoutDevLoop(browser: Browser) {
  let started = performance.now();
  const stack = await startTestStack(APPS, {}, BENCH_PROCESSES);
  const startMs = Math.round(performance.now() - started);
  const out = mkdtempSync(join(tmpdir(), 'ela-bench-shop-'));
  const page: number[] = [];
  const service: number[] = [];
  try {
    const tab = await homePage(browser, stack);
    for (let i = 1; i <= BASELINE_ROUNDS; i++) {
      const edit = new SourceEdit(HOME_PAGE);
      try {
        await edit.save(`>${HOME_TITLE}<`, `>${HOME_TITLE} ${i}<`);
        started = performance.now();
        // The build goes to a folder of its own: the served one, and the tree, stay as they were.
        await run(process.execPath, [
          join(root, 'node_modules/@rspack/cli/bin/rspack.js'),
          'build',
          '--config',
          join(root, 'frontends/shop/rspack.config.ts'),
          '--output-path',
          out,
        ]);
        await tab.reload();
        await tab.locator('.home-hero__title').waitFor();
        page.push(performance.now() - started);
      } finally {
        await edit.restore();
      }
    }
    await tab.close();
    for (let i = 1; i <= BASELINE_ROUNDS; i++) {
      const edit = new SourceEdit(CONTENT_MAIN);
      try {
        await edit.save('void bootService(', `// bench ${i}\nvoid bootService(`);
        started = performance.now();
        await run(
          process.execPath,
          [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'],
          {
            cwd: root,
          },
        );
        await stack.stopApp('content');
        await stack.start('content');
        service.push(performance.now() - started);
      } finally {
        await edit.restore();
      }
    }
    // The built files as the source says again.
    await run(
      process.execPath,
      [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'],
      {
        cwd: root,
      },
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
    await stack.dispose();
  }
  return { page, service, startMs };
}

async function measureDevLoop(browser: Browser) {
  const started = performance.now();
  const stack = await startTestStack(APPS, {}, { dev: true });
  const startMs = Math.round(performance.now() - started);
  const page: number[] = [];
  const service: number[] = [];
  try {
    const tab = await homePage(browser, stack);
    let navigations = 0;
    tab.on('framenavigated', (frame) => {
      if (frame === tab.mainFrame()) navigations += 1;
    });
    const edit = new SourceEdit(HOME_PAGE);
    try {
      for (let i = 1; i <= PAGE_EDITS; i++) {
        const text = `${HOME_TITLE} ${i}`;
        const saved = performance.now();
        await edit.save(`>${HOME_TITLE}<`, `>${text}<`);
        // Checked on every frame, so the figure is not rounded up to a polling interval.
        const shown = `document.querySelector('.home-hero__title')?.textContent === ${JSON.stringify(text)}`;
        await tab.waitForFunction(shown, undefined, { polling: 'raf', timeout: 30_000 });
        page.push(performance.now() - saved);
      }
    } finally {
      await edit.restore();
    }
    if (navigations) throw new Error(`the page reloaded ${navigations} times: not a hot update`);
    await tab.close();

    const content = stack.apps.get('content')!;
    const ready = `http://127.0.0.1:${stack.config.ports.contentHealth}/readyz`;
    const answersAgain = (previous: number | undefined) => async () => {
      const pid = servingPid(content);
      return pid !== undefined && pid !== previous && (await fetch(ready)).ok;
    };
    const serviceEdit = new SourceEdit(CONTENT_MAIN);
    try {
      for (let i = 1; i <= SERVICE_EDITS; i++) {
        const previous = servingPid(content);
        const saved = performance.now();
        await serviceEdit.save('void bootService(', `// bench ${i}\nvoid bootService(`);
        await waitUntil('content answers again', answersAgain(previous), 60_000);
        service.push(performance.now() - saved);
      }
    } finally {
      const previous = servingPid(content);
      await serviceEdit.restore();
      await waitUntil(
        'the built file is back',
        async () => !readFileSync(CONTENT_BUILT, 'utf8').includes('// bench'),
      );
      await waitUntil('content answers again', answersAgain(previous), 60_000);
    }
  } finally {
    await stack.dispose();
  }
  return { page, service, startMs };
}

async function homePage(browser: Browser, stack: TestStack): Promise<Page> {
  const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await tab.goto(stack.urls.shell);
  await tab.locator('.home-hero__title').waitFor();
  return tab;
}

function report(name: string, values: number[]) {
  const all = values.map((v) => Math.round(v)).join(', ');
  console.log(
    `${name.padEnd(38)} ${String(Math.round(median(values))).padStart(6)} / ${String(Math.round(Math.max(...values))).padStart(6)}   (n=${values.length}: ${all})`,
  );
}

const ratio = (slow: number[], fast: number[]) => (median(slow) / median(fast)).toFixed(1);

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
