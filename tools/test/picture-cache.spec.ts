import { randomBytes } from 'node:crypto';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { processImage } from '@ela/media';
import { drawn, processed } from '../src/seed/picture-cache';

const CACHE_DIR = resolve(__dirname, '../../var/seed-pictures');

/** A drawing no earlier run has made, so its entries are this test's own. */
function freshSvg(): string {
  const hex = randomBytes(3).toString('hex');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="100%" height="100%" fill="#${hex}"/></svg>`;
}

async function entriesNow(): Promise<Set<string>> {
  return new Set(await readdir(CACHE_DIR).catch(() => []));
}

/** The files of the entry that describes the image with this key. */
async function entryOf(key: string): Promise<{ description: string; sizes: string[] }> {
  for (const name of await entriesNow()) {
    if (!name.endsWith('.json')) continue;
    const text = await readFile(resolve(CACHE_DIR, name), 'utf8');
    if ((JSON.parse(text) as { key: string }).key !== key) continue;
    const base = name.slice(0, -'.json'.length);
    return { description: name, sizes: [...(await entriesNow())].filter((n) => n.startsWith(`${base}-`)) };
  }
  throw new Error(`no entry describes ${key}`);
}

describe('the demo pictures kept on this machine', () => {
  it('gives the same picture and sizes from the cache as made anew, and a new drawing makes new entries', async () => {
    const svg = freshSvg();
    const before = await entriesNow();
    const png = await drawn(svg);
    const made = [...(await entriesNow())].filter((name) => !before.has(name));
    expect(made.filter((name) => name.endsWith('.png')).length).toBeGreaterThan(0);
    expect(await drawn(svg)).toEqual(png);

    const first = await processed(png);
    const fresh = await processImage(png);
    expect(first).toEqual(fresh);
    expect((await entryOf(fresh.key)).sizes).toHaveLength(fresh.variants.length);
    expect(await processed(png)).toEqual(fresh);
  });

  it('makes a picture anew when its entry is damaged or part of it is gone', async () => {
    const png = await drawn(freshSvg());
    const image = await processed(png);
    const { description, sizes } = await entryOf(image.key);
    const [size] = sizes;

    await rm(resolve(CACHE_DIR, size));
    expect(await processed(png)).toEqual(image);
    await writeFile(resolve(CACHE_DIR, description), '{"key":');
    expect(await processed(png)).toEqual(image);
  });
});
