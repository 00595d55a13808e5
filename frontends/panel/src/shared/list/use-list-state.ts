import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readListState, writeListState, type ListSpec, type ListState } from './list-params';

/** Changes a listing's state in the address; `replace` keeps the history entry. */
export type ListChange = (next: Partial<ListState>, replace?: boolean) => void;

/** A listing's page, sort, text and filters, read from and written to the address. */
export function useListState(spec: ListSpec) {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readListState(search, spec), [search, spec]);
  const change = useCallback<ListChange>(
    // Typing in the search box replaces the history entry instead of adding one per letter.
    (next, replace = false) => setSearch(writeListState(state, next, spec), { replace }),
    [setSearch, state, spec],
  );
  return [state, change] as const;
}
