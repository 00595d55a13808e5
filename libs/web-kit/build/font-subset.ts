import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';
import { repoRoot } from './shared-modules';

/** The font the shell's stylesheet names; the build swaps in a subset of it. */
export const VAZIRMATN = 'vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2';

/**
 * The characters the shop writes: Latin letters and digits, the Persian alphabet with the Arabic
 * letters people type for it (ي ك ة أ إ ؤ ئ ء), its diacritics, Persian and Arabic-Indic digits and
 * separators, Persian punctuation, the zero-width joiners and direction marks, and a few symbols.
 * Arabic-script letters of other languages, Cyrillic and the rest of Latin-1 are left out.
 */
const RANGES: Array<[number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xab, 0xab],
  [0xbb, 0xbb],
  [0xd7, 0xd7],
  [0x60c, 0x60c],
  [0x61b, 0x61b],
  [0x61f, 0x61f],
  [0x621, 0x63a],
  [0x640, 0x655],
  [0x660, 0x66c],
  [0x670, 0x670],
  [0x67e, 0x67e],
  [0x686, 0x686],
  [0x698, 0x698],
  [0x6a9, 0x6a9],
  [0x6af, 0x6af],
  [0x6c0, 0x6c0],
  [0x6cc, 0x6cc],
  [0x6f0, 0x6f9],
  [0x200c, 0x200f],
  [0x2013, 0x2014],
  [0x2018, 0x201d],
  [0x2026, 0x2026],
  [0x2066, 0x2069],
  [0x2212, 0x2212],
];
/** The weights the stylesheets use; the variable font keeps only this part of its axis. */
const WEIGHTS = { min: 400, max: 900 };

export function fontCharacters(): string {
  return RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join('');
}

/**
 * Writes the subset of Vazirmatn (about 41 KB instead of 111 KB) once per font and character list,
 * into node_modules/.cache, and returns its path for the build to use in the original's place.
 */
export async function vazirmatnSubset(): Promise<string> {
  const source = readFileSync(require.resolve(VAZIRMATN));
  const text = fontCharacters();
  const key = createHash('sha256').update(source).update(text).update(JSON.stringify(WEIGHTS)).digest('hex');
  const dir = resolve(repoRoot, 'node_modules/.cache/ela-fonts');
  const file = resolve(dir, `vazirmatn-${key.slice(0, 12)}.woff2`);
  if (!existsSync(file)) {
    const subset = await subsetFont(source, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHTS },
    });
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, subset);
  }
  return file;
}
