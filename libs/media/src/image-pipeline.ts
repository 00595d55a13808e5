import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  IMAGE_SIZES,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  UPLOAD_FORMATS,
  type ImageSize,
  type UploadedImage,
} from '@ela/contracts';

export class ImageRejected extends Error {}

export interface ProcessedImage extends UploadedImage {
  variants: { size: ImageSize; data: Buffer }[];
}

/** Refuse decompression bombs: 40 megapixels is more than any product photo needs. */
const MAX_PIXELS = 40_000_000;

/** An image's key: a hash of the bytes sent, so the same picture sent twice is stored once. */
export function imageKeyOf(original: Buffer): string {
  return createHash('sha256').update(original).digest('hex').slice(0, 24);
}

/**
 * Checks an upload by its bytes (JPEG, PNG, WebP or AVIF, whatever its name says), then
 * writes every size as WebP. Metadata (EXIF, GPS) is not carried over: sharp drops it
 * unless asked to keep it, after turning the picture upright.
 */
export async function processImage(original: Buffer): Promise<ProcessedImage> {
  if (original.length > MAX_UPLOAD_BYTES) throw new ImageRejected('حجم تصویر بیش از ۱۰ مگابایت است');
  // sharp throws a plain Error for an empty buffer, before the checks below could catch it.
  if (original.length === 0) throw new ImageRejected(MESSAGES.emptyUpload);
  const meta = await sharp(original, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => {
      throw new ImageRejected('فایل فرستاده‌شده تصویر معتبری نیست (JPEG، PNG، WebP یا AVIF)');
    });
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  if (!format || !(UPLOAD_FORMATS as readonly string[]).includes(format)) {
    throw new ImageRejected('فقط تصویرهای JPEG، PNG، WebP و AVIF پذیرفته می‌شوند');
  }
  const variants = await Promise.all(
    (Object.keys(IMAGE_SIZES) as ImageSize[]).map(async (size) => ({
      size,
      data: await sharp(original, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width: IMAGE_SIZES[size], withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    })),
  ).catch((error: unknown) => {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected('تصویر خراب است و خوانده نشد');
  });
  return { key: imageKeyOf(original), width: meta.width ?? 0, height: meta.height ?? 0, variants };
}
