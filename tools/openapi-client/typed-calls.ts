// Compiled by `npm run openapi:types` against the types openapi-typescript generated from the API
// document (var/openapi/api.d.ts): what a client generated from the document would write.
import type { components, operations, paths } from '../../var/openapi/api';

type JsonBody<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type FormBody<O> = O extends { requestBody?: { content: { 'multipart/form-data': infer B } } } ? B : never;

/** A JSON body, by path and method. */
export const askForCode: JsonBody<paths['/otp/send']['post']> = { phone: '09120000001' };

/** An upload: its fields, numbers in any digits, and the image as a Blob. */
export const newToddler: FormBody<operations['postToddler']> = {
  name: 'آوا',
  ageMonths: '۱۴',
  file: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]),
};

// @ts-expect-error the document requires the image in `file`
export const toddlerWithoutPhoto: FormBody<operations['postToddler']> = { name: 'آوا' };

/** Path parameters, and the error an operation answers with. */
export const findProduct: paths['/products/find-one/{id}']['get']['parameters']['path'] = {
  id: '6f1c2b9e-3f4a-4c1d-8e2f-0a1b2c3d4e5f',
};
export const notFound: paths['/products/find-one/{id}']['get']['responses'][404]['content']['application/json'] =
  { statusCode: 404, message: 'محصول مورد نظر پیدا نشد', error: 'CATALOG.PRODUCT_NOT_FOUND' };

/** Every error is the API's one error shape. */
export const anyError: components['schemas']['ApiError'] = notFound;

/** A generated client sends an upload row's body as the form a browser would. */
export function formOf(fields: Record<string, string | number | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, value instanceof Blob ? value : String(value));
  return form;
}

export const sent = formOf(newToddler);
