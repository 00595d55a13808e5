/** What a page's data read came to: the thing, a thing the API says does not exist, or no answer. */
export type ApiRead<T> = { kind: 'found'; value: T } | { kind: 'missing' } | { kind: 'unavailable' };

/** How long a page waits for its data before it is sent without it (the browser will still ask). */
export const API_READ_TIMEOUT_MS = 1500;

/** The gateway's code for a path it has no route for, as opposed to a route's "no such thing". */
const NO_SUCH_ROUTE = 'NOT_FOUND';

/**
 * Reads public JSON from the API for a page's head. Only a 404 that names a missing thing counts
 * as missing; a 404 for a route the API does not have yet (a service not deployed), a 5xx, a timeout
 * or a refused connection count as unavailable, and the page is served without the data.
 */
export async function readApi<T>(
  apiUrl: string,
  path: string,
  timeoutMs = API_READ_TIMEOUT_MS,
): Promise<ApiRead<T>> {
  try {
    const response = await fetch(`${apiUrl}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) return { kind: 'found', value: (await response.json()) as T };
    if (response.status === 404) {
      const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
      return body && body.error !== NO_SUCH_ROUTE ? { kind: 'missing' } : { kind: 'unavailable' };
    }
    return { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}
