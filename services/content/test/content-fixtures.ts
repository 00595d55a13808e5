import sharp from 'sharp';

export { tag } from '@ela/stack';

/** A small picture, different for each colour, so each upload gets its own key. */
export function png(background = '#719c95', width = 320, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/**
 * A JPEG as a phone writes one: camera make and model, and where it was taken (GPS latitude
 * and longitude near Tehran) in its EXIF block.
 */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#e9c46a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Artist: 'parent' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 41/1 2189/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '51/1 23/1 2377/100',
      },
    })
    .toBuffer();
}
