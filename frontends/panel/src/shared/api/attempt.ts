import { apiErrorOf } from '@ela/web-kit';

/**
 * A write from a button: its answer, or undefined when it failed. The HTTP client has already
 * shown the failure as a toast, so there is nothing more to say about it here.
 */
export async function attempt<T>(request: Promise<T>): Promise<T | undefined> {
  try {
    return await request;
  } catch {
    return undefined;
  }
}

/** Whether a write from a button went through (for writes that answer nothing of interest). */
export async function succeeded(request: Promise<unknown>): Promise<boolean> {
  return attempt(request.then(() => true)).then(Boolean);
}

/** Whether a request failed because the thing asked for does not exist (a 404 from the API). */
export function isNotFound(error: unknown): boolean {
  return apiErrorOf(error)?.statusCode === 404;
}
