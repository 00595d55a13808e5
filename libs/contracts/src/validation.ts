import { z } from 'zod';
import { ERROR_CODES, MESSAGES, type ApiError } from './errors';

export type InputLocation = 'params' | 'query' | 'body';

/** One problem with the input, naming the field as `body.name` or `query.page`. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Zod messages in Persian, for the people who read them. Call once at process start. */
export function useFarsiValidationMessages(): void {
  z.config(z.locales.fa());
}

/** A 400 that names the first bad field in its message and lists all of them in `details`. */
export function validationFailure(location: InputLocation, error: z.ZodError): ApiError {
  const details: FieldProblem[] = error.issues.map((issue) => ({
    field: [location, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const first = details[0] ?? { field: location, message: '' };
  return {
    statusCode: 400,
    error: ERROR_CODES.validation,
    message: `${MESSAGES.validation}: «${first.field}» ${first.message}`.trim(),
    details,
  };
}

/** Parses one part of a request, or returns the 400 to answer with. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  location: InputLocation,
): { ok: true; value: z.infer<S> } | { ok: false; error: ApiError } {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: validationFailure(location, result.error) };
}
