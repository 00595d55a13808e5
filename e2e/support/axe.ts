import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }>;
}

/**
 * What axe and the page's structure find wrong with the page as it is now, as accessibility.e2e.ts
 * checks every screen: serious and critical violations, other than one h1, sideways scrolling.
 * The page's context needs `bypassCSP`: axe goes in as an inline script, which the policy refuses.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
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
