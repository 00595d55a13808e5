import { databaseErrorFacts, isDatabaseError } from './database-error';

/** TypeORM errors whose messages quote the values looked for ("matching: {"phone": …}"). */
const VALUE_QUOTING = new Set(['EntityNotFoundError', 'EntityPropertyNotFoundError']);
const MAX_CAUSES = 3;

/**
 * pino's `err` serializer. The default one copies every property of an error, and database
 * errors carry the SQL, its parameters and the server's detail (phone numbers, national
 * codes). This one keeps the class, a code, the stack and a cause; for database errors the
 * SQLSTATE, constraint and table, and the stack without its message (which may quote a value).
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: Object.prototype.toString.call(error).slice(8, -1) };
  const type = error.constructor?.name || error.name;
  if (isDatabaseError(error) || VALUE_QUOTING.has(type)) {
    const facts = isDatabaseError(error) ? databaseErrorFacts(error) : { type };
    return { ...facts, stack: framesOnly(error.stack, type) };
  }
  const code = (error as { code?: unknown }).code;
  return {
    type,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: error.stack,
    ...(error.cause !== undefined && depth < MAX_CAUSES
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

/** A stack with its first line (the message) replaced by the class name. */
function framesOnly(stack: string | undefined, type: string): string {
  const lines = (stack ?? '').split('\n');
  const firstFrame = lines.findIndex((line) => /^\s+at /.test(line));
  return [type, ...(firstFrame < 0 ? [] : lines.slice(firstFrame))].join('\n');
}
