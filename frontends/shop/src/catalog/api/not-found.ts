import { apiErrorOf, takeBackNotice } from '@ela/web-kit';

/** Whether a request failed because the thing asked for does not exist (a 404 from the API). */
export function isNotFound(error: unknown): boolean {
  return apiErrorOf(error)?.statusCode === 404;
}

/**
 * The answer, or null when the API says there is no such thing (the page says so, not a toast);
 * other failures stay failures.
 */
export async function orNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isNotFound(error)) {
      takeBackNotice(error);
      return null;
    }
    throw error;
  }
}
