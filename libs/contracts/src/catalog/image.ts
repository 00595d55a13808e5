import { z } from 'zod';
export * from './image-files';

/** Key of a stored image: the first 24 hex digits of the SHA-256 of the original. */
export const imageKey = z.string().regex(/^[0-9a-f]{24}$/, 'کلید تصویر معتبر نیست');

/** What the gateway adds to a multipart request's body after storing its `file`. */
export const uploadedImage = z.object({ key: imageKey, width: z.number().int(), height: z.number().int() });
export type UploadedImage = z.infer<typeof uploadedImage>;
