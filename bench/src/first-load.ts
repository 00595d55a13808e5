import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startTestStack } from '@ela/stack';

/**
 * The JavaScript a phone downloads for the first view of `/` (shell plus shop remote),
 * summed as gzip sizes: the figure the budget of 160 KB is about.
 */
async function main(): Promise<void> {
  const stack = await startTestStack(['catalog', 'gateway', 'shop', 'panel', 'shell']);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: { url: string; bytes: number; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: response.url(), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    const started = Date.now();
    await page.goto(stack.urls.shell, { waitUntil: 'networkidle' });
    const rendered = Date.now() - started;
    await new Promise((r) => setTimeout(r, 300));
    scripts.sort((a, b) => b.gzip - a.gzip);
    for (const s of scripts)
      console.log(
        `${(s.gzip / 1024).toFixed(1).padStart(7)} KiB gzip  ${s.url.replace(/^https?:\/\/[^/]+/, '')}`,
      );
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(
      `\n${scripts.length} scripts, ${(total / 1024).toFixed(1)} KiB gzip (${total} bytes); / idle after ${rendered} ms`,
    );
  } finally {
    await browser.close();
    await stack.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
