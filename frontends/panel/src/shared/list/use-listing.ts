import { useResource, type ResourceView } from '../api/use-resource';
import type { ListSpec, ListState } from './list-params';
import { useClampPage } from './use-clamp-page';
import { useListState, type ListChange } from './use-list-state';

/** What a listing's toolbar and page buttons need of it. */
export interface ListingView {
  spec: ListSpec;
  state: ListState;
  change: ListChange;
  rows: ResourceView<{ total: number }>;
}

/**
 * A paged listing: its state in the address, the rows the API answers for it, and a page past the
 * end moved back to the last one. `queryOf` turns the state into what `load` sends (`listQuery`,
 * `pageQuery`); a different query loads again.
 */
export function useListing<Q, R extends { items: unknown[]; total: number }>(
  spec: ListSpec,
  queryOf: (state: ListState, spec: ListSpec) => Q,
  load: (query: Q, signal: AbortSignal) => Promise<R>,
) {
  const [state, change] = useListState(spec);
  const query = queryOf(state, spec);
  const rows = useResource(JSON.stringify(query), (signal) => load(query, signal));
  useClampPage(rows, state, change, spec.limit);
  return { spec, state, change, query, rows };
}
