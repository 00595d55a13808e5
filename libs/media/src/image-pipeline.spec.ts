import sharp from 'sharp';
import { ImageRejected, processImage } from './image-pipeline';

const png = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#719c95' } })
    .png()
    .toBuffer();

describe('processImage', () => {
  it('stores every size as WebP, never wider than asked, keyed by content', async () => {
    const original = await png();
    const image = await processImage(original);
    expect(image.key).toMatch(/^[0-9a-f]{24}$/);
    expect((await processImage(original)).key).toBe(image.key);
    const widths = await Promise.all(image.variants.map(async (v) => (await sharp(v.data).metadata()).width));
    expect(widths).toEqual([160, 480, 1200]);
    for (const v of image.variants) expect((await sharp(v.data).metadata()).format).toBe('webp');
  });

  it('drops EXIF and GPS metadata', async () => {
    const withExif = await sharp(await png())
      .jpeg()
      .withExif({ IFD0: { Artist: 'someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 0/1' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const image = await processImage(withExif);
    for (const v of image.variants) expect((await sharp(v.data).metadata()).exif).toBeUndefined();
  });

  it('refuses a text file whatever it is called, and formats outside the list', async () => {
    await expect(processImage(Buffer.from('not an image at all'))).rejects.toBeInstanceOf(ImageRejected);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await expect(processImage(gif)).rejects.toThrow(/JPEG/);
  });

  it('refuses an empty file as a rejected image, not a crash', async () => {
    await expect(processImage(Buffer.alloc(0))).rejects.toBeInstanceOf(ImageRejected);
  });
});
