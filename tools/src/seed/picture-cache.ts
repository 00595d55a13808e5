import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES, type ImageSize } from '@ela/contracts';
import { imageKeyOf, processImage, type ProcessedImage } from '@ela/media';

/**
 * The demo's pictures as drawn and encoded before on this machine. Drawing and encoding them
 * costs about 9 CPU-seconds a seed, and every start of the shop on an empty media store, every
 * test stack that seeds and every restore of lost pictures did it again. An entry is named by what
 * made it: the drawing (its SVG), and for the encoded sizes the image's key with the encoding's
 * own code, its sizes and sharp's versions, so a change to any of them makes new entries. The
 * cache only saves work: a file it cannot read or write is made as before.
 */
const CACHE_DIR = resolve(__dirname, '../../../var/seed-pictures');

const ENCODING = createHash('sha256')
  .update(processImage.toString())
  .update(JSON.stringify(IMAGE_SIZES))
  .update(JSON.stringify(sharp.versions))
  .digest('hex')
  .slice(0, 16);

const nameOf = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32);

/** A PNG of the SVG, drawn once per machine. */
export async function drawn(svg: string): Promise<Buffer> {
  const file = join(CACHE_DIR, `${nameOf('svg', svg)}.png`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  await keep(file, png);
  return png;
}

interface Entry {
  key: string;
  width: number;
  height: number;
  sizes: ImageSize[];
}

/** `processImage` of a picture of the demo's, its sizes encoded once per machine. */
export async function processed(png: Buffer): Promise<ProcessedImage> {
  const base = join(CACHE_DIR, nameOf('image', imageKeyOf(png), ENCODING));
  const entry = await readFile(`${base}.json`, 'utf8')
    .then((text) => JSON.parse(text) as Entry)
    .catch(() => null);
  if (entry) {
    const variants = await Promise.all(
      entry.sizes.map(async (size) => ({ size, data: await readFile(`${base}-${size}.webp`) })),
    ).catch(() => null);
    if (variants) return { key: entry.key, width: entry.width, height: entry.height, variants };
  }
  const image = await processImage(png);
  // The sizes first: an entry is read only once its description is there.
  for (const v of image.variants) await keep(`${base}-${v.size}.webp`, v.data);
  const described: Entry = {
    key: image.key,
    width: image.width,
    height: image.height,
    sizes: image.variants.map((v) => v.size),
  };
  await keep(`${base}.json`, JSON.stringify(described));
  return image;
}

/** Written whole or not at all (a file renamed into place), since test files seed side by side. */
async function keep(file: string, data: Buffer | string): Promise<void> {
  const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    await writeFile(partial, data);
    await rename(partial, file);
  } catch {
    // A read-only or full disk: the picture was made all the same.
    await rm(partial, { force: true }).catch(() => undefined);
  }
}
