import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BREAKPOINTS } from '@ela/web-kit';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? cssFiles(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  );
}

// CSS cannot read custom properties in @media, so the widths are written out; keep them the theme's.
describe('media queries', () => {
  it("use only the theme's breakpoints", () => {
    const allowed = new Set<number>(Object.values(BREAKPOINTS));
    const widths = cssFiles(join(__dirname, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media[^{]*?(\d+)px/g)].map((match) => Number(match[1])),
    );
    expect(widths.length).toBeGreaterThan(0);
    expect(widths.filter((width) => !allowed.has(width))).toEqual([]);
  });
});
