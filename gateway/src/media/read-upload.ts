import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, MAX_UPLOAD_BYTES, MESSAGES, type ApiError, type RouteDef } from '@ela/contracts';
import { ImageRejected, processImage, type MediaStore, type ProcessedImage } from '@ela/media';
import { UNSUPPORTED_MEDIA_TYPE } from '../input/input-guard';
import { mediaUnavailable } from './media-unavailable';
import type { UploadMark, UploadsInFlight } from './uploads-in-flight';

type Result = { ok: true; body: Record<string, unknown>; mark?: UploadMark } | { ok: false; error: ApiError };

const bad = (message: string, statusCode = 400): Result => ({
  ok: false,
  error: { statusCode, message, error: statusCode === 413 ? ERROR_CODES.tooLarge : ERROR_CODES.validation },
});

/**
 * Reads a multipart request: text fields become the body; the image in `file` is checked,
 * resized and stored, and its key handed on as `upload`. Nothing is stored for a bad file. A
 * stored image comes with its mark as an upload in flight, which the caller ends once the
 * service has answered (`UploadsInFlight.answered`).
 */
export async function readUpload(
  request: FastifyRequest,
  route: RouteDef,
  store: MediaStore,
  uploads: UploadsInFlight,
): Promise<Result> {
  if (!request.isMultipart())
    return { ok: false, error: { ...UNSUPPORTED_MEDIA_TYPE, message: MESSAGES.uploadMediaType } };
  // No prototype: a field named `__proto__` stays a field.
  const fields: Record<string, unknown> = Object.create(null);
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30 },
    })) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
      else if (part.fieldname !== 'file') return bad(`فایل باید در فیلد file باشد، نه «${part.fieldname}»`);
      else file = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return bad('حجم تصویر بیش از ۱۰ مگابایت است', 413);
    return bad('فرم ارسال‌شده خوانده نشد');
  }
  if (!file)
    return route.upload === 'required'
      ? bad('تصویر در فیلد file لازم است')
      : { ok: true, body: { ...fields } };
  if (file.length === 0) return bad(MESSAGES.emptyUpload);
  let image: ProcessedImage;
  try {
    image = await processImage(file);
  } catch (error) {
    if (error instanceof ImageRejected) return bad(error.message);
    throw error;
  }
  // Marked before it is written: a release of the same picture must not delete these files
  // before the service has taken the key.
  const mark = await uploads.begin(image.key).catch((error: unknown) => {
    throw mediaUnavailable(error);
  });
  try {
    for (const variant of image.variants) await store.put(image.key, variant.size, variant.data);
  } catch (error) {
    await uploads.answered(mark, null);
    throw mediaUnavailable(error);
  }
  return {
    ok: true,
    body: { ...fields, upload: { key: image.key, width: image.width, height: image.height } },
    mark,
  };
}
