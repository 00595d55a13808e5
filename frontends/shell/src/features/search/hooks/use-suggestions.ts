import { useEffect, useState } from 'react';
import type { SearchHit } from '@ela/contracts';
import { getSuggestions } from '../api/header-search';

export const DEBOUNCE_MS = 250;
/** Fewer letters than this match too much to be worth a request. */
export const MIN_TERM_LENGTH = 2;

export type Suggestions =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; hits: SearchHit[] };

/**
 * Suggestions for what is being typed: asked for once typing pauses, and a request still in
 * flight is cancelled as soon as the text changes, so an old answer never replaces a newer one.
 */
export function useSuggestions(term: string): Suggestions {
  const q = term.trim();
  const [answer, setAnswer] = useState<{ q: string; hits: SearchHit[] | null; error?: unknown }>();

  useEffect(() => {
    if (q.length < MIN_TERM_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSuggestions(q, controller.signal).then(
        (hits) => setAnswer({ q, hits }),
        (error: unknown) => controller.signal.aborted || setAnswer({ q, hits: null, error }),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  if (q.length < MIN_TERM_LENGTH) return { status: 'idle' };
  if (answer?.q !== q) return { status: 'loading' };
  return answer.hits ? { status: 'success', hits: answer.hits } : { status: 'error', error: answer.error };
}
