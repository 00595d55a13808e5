import { ERROR_CODES, MESSAGES, type ApiError } from './errors';

/**
 * A client's key for one action, sent as the `Idempotency-Key` header on rows marked
 * `idempotencyKey`: a repeat with the same key, from the same caller on the same route, answers
 * what the first one answered, for `keepHours`. Kept free of zod so browser code can read it.
 */
export const IDEMPOTENCY = {
  header: 'Idempotency-Key',
  minLength: 8,
  maxLength: 64,
  keepHours: 24,
} as const;

const KEY = new RegExp(`^[A-Za-z0-9_-]{${IDEMPOTENCY.minLength},${IDEMPOTENCY.maxLength}}$`);

/** The 400 for a malformed key; it names the header, as other 400s name their field. */
export const INVALID_IDEMPOTENCY_KEY: ApiError = {
  statusCode: 400,
  message: MESSAGES.idempotencyKeyInvalid,
  error: ERROR_CODES.validation,
  details: [
    { field: `headers.${IDEMPOTENCY.header.toLowerCase()}`, message: MESSAGES.idempotencyKeyInvalid },
  ],
};

/** The 422 for a key used before with a different request. */
export const REUSED_IDEMPOTENCY_KEY: ApiError = {
  statusCode: 422,
  message: MESSAGES.idempotencyKeyReused,
  error: ERROR_CODES.idempotencyKeyReused,
};

export type IdempotencyKeyReading = { ok: true; key: string | null } | { ok: false; error: ApiError };

/**
 * The key a request carries (null when it carries none), or the 400 to answer with. A header sent
 * twice arrives as a list and is refused: which of the two would count is anyone's guess.
 */
export function readIdempotencyKey(value: unknown): IdempotencyKeyReading {
  if (value === undefined || value === null) return { ok: true, key: null };
  return typeof value === 'string' && KEY.test(value)
    ? { ok: true, key: value }
    : { ok: false, error: INVALID_IDEMPOTENCY_KEY };
}
