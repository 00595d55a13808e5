import type { ReactNode } from 'react';
import type { PagedList } from '../hooks/use-paged-list';
import { LoadMore } from './load-more';
import { ErrorNotice, GridSkeleton } from './state-views';

interface Props<T> {
  list: PagedList<T>;
  card: (item: T) => ReactNode;
  /** Shown when the listing is empty. */
  empty: ReactNode;
  failure: string;
}

/** A paged listing as a grid of cards, with its loading, error and empty states and "load more". */
export function PagedGrid<T>({ list, card, empty, failure }: Props<T>) {
  if (list.status === 'loading') return <GridSkeleton />;
  if (list.status === 'error')
    return (
      <ErrorNotice onRetry={list.retry} error={list.error}>
        {failure}
      </ErrorNotice>
    );
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <>
      <div className="catalog-grid">{list.items.map(card)}</div>
      <LoadMore list={list} />
    </>
  );
}
