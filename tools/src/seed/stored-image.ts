import type { UploadedImage } from '@ela/contracts';
import { processImage, type MediaStore } from '@ela/media';

/** A picture drawn for the demo, stored as an upload would be: every size, keyed by its content. */
export async function storeImage(media: MediaStore, png: Buffer): Promise<UploadedImage> {
  const image = await processImage(png);
  for (const v of image.variants) await media.put(image.key, v.size, v.data);
  return { key: image.key, width: image.width, height: image.height };
}
