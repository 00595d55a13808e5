import { useEffect } from 'react';
import type { ResourceView } from '../api/use-resource';
import { pageCount, type ListState } from './list-params';
import type { ListChange } from './use-list-state';

/**
 * When the page asked for is past the end (its last row was just deleted, or an old link),
 * moves to the last page that exists.
 */
export function useClampPage(
  resource: ResourceView<{ items: unknown[]; total: number }>,
  state: ListState,
  change: ListChange,
  limit: number,
): void {
  const { status, data } = resource;
  const last = data ? pageCount(data.total, limit) : 1;
  const pastEnd = status === 'success' && data !== undefined && data.items.length === 0 && state.page > last;
  useEffect(() => {
    if (pastEnd) change({ page: last }, true);
  }, [pastEnd, last, change]);
}
