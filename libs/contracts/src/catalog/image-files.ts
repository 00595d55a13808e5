/**
 * Images as the browser and the media store know them: sizes, formats, keys and addresses. Kept
 * apart from the upload schemas so that browser code reading it does not bundle zod.
 */
/** The sizes every uploaded image is stored in, as WebP; widths in pixels. */
export const IMAGE_SIZES = { thumb: 160, card: 480, large: 1200 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** Formats accepted for upload, recognised by their bytes, not their names. */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A stored image: its content-hash key, and where each size is served. */
export interface ImageRef {
  key: string;
  urls: Record<ImageSize, string>;
}

/** Where the gateway serves one size of a stored image. */
export function imageUrl(key: string, size: ImageSize): string {
  return `/media/${key}-${size}.webp`;
}

const MEDIA_PATH = new RegExp(`^/media/([0-9a-f]{24})-(${Object.keys(IMAGE_SIZES).join('|')})\\.webp$`);

/** The stored image a `/media/…` address names, or null for any other address (another host too). */
export function mediaPathOf(path: string): { key: string; size: ImageSize } | null {
  const match = MEDIA_PATH.exec(path);
  return match ? { key: match[1], size: match[2] as ImageSize } : null;
}

export function imageRef(key: string): ImageRef {
  return {
    key,
    urls: { thumb: imageUrl(key, 'thumb'), card: imageUrl(key, 'card'), large: imageUrl(key, 'large') },
  };
}
