import type { UploadedImage } from '@ela/contracts';
import type { MediaStore } from '@ela/media';
import { processed } from './picture-cache';

/** A picture drawn for the demo, stored as an upload would be: every size, keyed by its content. */
export async function storeImage(media: MediaStore, png: Buffer): Promise<UploadedImage> {
  const image = await processed(png);
  for (const v of image.variants) await media.put(image.key, v.size, v.data);
  return { key: image.key, width: image.width, height: image.height };
}
