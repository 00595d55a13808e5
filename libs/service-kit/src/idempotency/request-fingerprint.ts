import { createHash } from 'node:crypto';

/**
 * A digest of what a request asked, the same for the same content whatever order its object
 * keys came in: a repeat is compared with the first request by it, and only it is kept.
 */
export function requestFingerprint(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(request ?? null, (_key, value: unknown) => sortedKeys(value)))
    .digest('hex');
}

function sortedKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, object[key]]),
  );
}
