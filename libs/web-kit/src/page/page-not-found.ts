/**
 * Thrown by a page whose address names nothing (a product or category that does not exist): the
 * shell's error boundary shows its 404 page in the page's place, as the server answered 404 for it.
 */
export class PageNotFoundError extends Error {
  constructor(what = 'page') {
    super(`Page not found: ${what}`);
    this.name = 'PageNotFoundError';
  }
}

/** Whether an error is a page's "not found" (by name: remotes may carry their own copy of the class). */
export function isPageNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === 'PageNotFoundError';
}
