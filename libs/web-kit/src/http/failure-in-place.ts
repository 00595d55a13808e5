import { useEffect } from 'react';
import { useToastStore } from '../toast/toast.store';
import { noticeOf } from './create-http-client';
import { httpErrorMessage } from './http-error';

/** Takes back the toast a failed request was told with (the caller deals with the failure itself). */
export function takeBackNotice(error: unknown): void {
  const notice = noticeOf(error);
  if (notice !== undefined) useToastStore.getState().dismiss(notice);
}

/**
 * For a component that shows a failed request where it happened (a section's "could not load,
 * try again"): the toast that told the same failure is taken back, so nothing is said twice.
 * Returns the sentence to show (the server's message when it sent one).
 */
export function useFailureInPlace(error: unknown): string | null {
  useEffect(() => takeBackNotice(error), [error]);
  return error ? httpErrorMessage(error) : null;
}
