import type { MediaStore } from '@ela/media';
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

/**
 * For a catalog seeded before whose media folder has gone (a fresh checkout against an old
 * database, a wiped volume): draws the demo pictures again, which land under the keys the catalog
 * already names. A folder with pictures in it is left alone. Returns how many were drawn.
 */
export async function restoreSeedPictures(media: MediaStore): Promise<number> {
  if (!(await media.isEmpty())) return 0;
  let drawn = 0;
  for (const draw of allPictures()) {
    await storeImage(media, await draw());
    drawn++;
  }
  return drawn;
}
