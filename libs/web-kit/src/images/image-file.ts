import { MAX_UPLOAD_BYTES, UPLOAD_FORMATS } from '@ela/contracts';

/** What the API takes as an image (it checks the bytes; this only spares a doomed upload). */
export const IMAGE_TYPES = UPLOAD_FORMATS.map((format) => `image/${format}`);
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const MAX_IMAGE_BYTES = MAX_UPLOAD_BYTES;

export const IMAGE_MESSAGES = {
  type: 'فقط تصویر JPEG، PNG، WebP یا AVIF پذیرفته می‌شود',
  size: 'حجم تصویر باید حداکثر ۱۰ مگابایت باشد',
} as const;

/** Why a chosen file cannot be uploaded, or null when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return IMAGE_MESSAGES.type;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.size;
  return null;
}

/** Share of an upload sent, 0–1, from axios' progress event (whose total may be unknown). */
export function uploadShare(event: { loaded: number; total?: number; progress?: number }): number {
  const share = event.progress ?? (event.total ? event.loaded / event.total : 0);
  return Math.min(1, Math.max(0, share));
}
