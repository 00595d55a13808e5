import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readListState, writeListState, type ListSpec, type ListState } from './list-params';

/** A listing's page, sort, text and filters, read from and written to the address. */
export function useListState(spec: ListSpec) {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readListState(search, spec), [search, spec]);
  const change = useCallback(
    // Typing in the search box replaces the history entry instead of adding one per letter.
    (next: Partial<ListState>, replace = false) => setSearch(writeListState(state, next, spec), { replace }),
    [setSearch, state, spec],
  );
  return [state, change] as const;
}
