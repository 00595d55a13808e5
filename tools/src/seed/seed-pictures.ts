import { imageKeyOf, storedFileNames, type MediaStore } from '@ela/media';
import { DEMO_CATEGORIES, DEMO_COLORS, DEMO_DESIGNS, type DemoDesign } from './demo-catalog';
import { storeImage } from './stored-image';
import { drawPoster, drawSwatch } from './swatch';

/** The two colours of the n-th main category's posters. */
function posterColors(n: number): [string, string] {
  return [DEMO_COLORS[(n * 3) % DEMO_COLORS.length].hex, DEMO_COLORS[(n * 3 + 4) % DEMO_COLORS.length].hex];
}

/** The demo catalog's pictures, drawn locally: the same drawing always gives the same bytes, so the same key. */
export const seedPicture = {
  poster: (n: number, variant: 'desktop' | 'mobile') =>
    variant === 'desktop'
      ? drawPoster(...posterColors(n), 1600, 600)
      : drawPoster(...posterColors(n), 800, 800),
  /** A design's own picture. */
  design: (design: DemoDesign) => drawSwatch('#e9dcc3', design),
  /** An inventory's picture: its colour in its design. */
  swatch: (hex: string, design: DemoDesign) => drawSwatch(hex, design),
};

/** Every picture the demo catalog can refer to (each colour in each design, a few more than it uses). */
function* allPictures(): Generator<() => Promise<Buffer>> {
  for (const n of DEMO_CATEGORIES.keys()) {
    yield () => seedPicture.poster(n, 'desktop');
    yield () => seedPicture.poster(n, 'mobile');
  }
  for (const design of DEMO_DESIGNS) {
    yield () => seedPicture.design(design);
    for (const color of DEMO_COLORS) yield () => seedPicture.swatch(color.hex, design);
  }
}

/** The demo catalog's pictures, for `restorePictures`. */
export function catalogPictures(): Iterable<() => Promise<Buffer>> {
  return allPictures();
}

/**
 * For a shop seeded before whose media store has lost pictures (a fresh checkout against an old
 * database, a wiped volume, one deleted file): draws each demo picture again and stores the ones
 * with a file missing, under the keys the services already name. Returns how many were stored.
 */
export async function restorePictures(
  media: MediaStore,
  pictures: Iterable<() => Promise<Buffer>>,
): Promise<number> {
  let stored = 0;
  for (const draw of pictures) {
    const png = await draw();
    const files = await Promise.all(storedFileNames(imageKeyOf(png)).map((name) => media.stat(name)));
    if (files.every(Boolean)) continue;
    await storeImage(media, png);
    stored++;
  }
  return stored;
}
