import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

let axeUrl: Promise<string> | null = null;

/**
 * axe from an address of its own, cacheable: a script the browser has fetched before is compiled
 * from its code cache, where the same 550 KB added inline is compiled again on every page (a third
 * of an audit's time).
 */
function servedAxe(): Promise<string> {
  axeUrl ??= new Promise((resolve, reject) => {
    const script = readFileSync(require.resolve('axe-core/axe.min.js'));
    const server = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=86400' });
      response.end(script);
    });
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/axe.min.js`);
    });
  });
  return axeUrl;
}

interface AxeResults {
  violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }>;
}

/**
 * What axe and the page's structure find wrong with the page as it is now, as accessibility.e2e.ts
 * checks every screen: serious and critical violations, other than one h1, sideways scrolling.
 * The page's context needs `bypassCSP`: the pages' policy refuses a script from axe's address.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: await servedAxe() });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')} (${v.nodes.length})`,
      );
  });
  const headings = await page.locator('h1').count();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const problems = [...violations];
  if (headings !== 1) problems.push(`${headings} h1 elements`);
  if (overflow > 1) problems.push(`wider than the screen by ${overflow}px`);
  return problems;
}
