import { foldPersian } from '@ela/contracts';

export const RECENT_SEARCHES_KEY = 'ela:recent-searches';
export const RECENT_SEARCHES_LIMIT = 6;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What this browser searched for lately, newest first; kept on the device only. */
export function readRecentSearches(storage: Store = localStorage): string[] {
  try {
    const saved: unknown = JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(saved)
      ? saved.filter((t): t is string => typeof t === 'string').slice(0, RECENT_SEARCHES_LIMIT)
      : [];
  } catch {
    return [];
  }
}

/** Puts a term first; the same words typed another way (ي for ی, extra spaces) count as the same search. */
export function rememberSearch(term: string, storage: Store = localStorage): string[] {
  const trimmed = term.trim().replace(/\s+/g, ' ');
  if (!trimmed) return readRecentSearches(storage);
  const folded = foldPersian(trimmed);
  const kept = [trimmed, ...readRecentSearches(storage).filter((t) => foldPersian(t) !== folded)].slice(
    0,
    RECENT_SEARCHES_LIMIT,
  );
  try {
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): the list just is not kept.
  }
  return kept;
}

export function forgetSearches(storage: Store = localStorage): void {
  try {
    storage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // nothing kept, nothing to forget
  }
}
