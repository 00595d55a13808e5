import { useCallback, useEffect, useState } from 'react';

/** One page of a listing, and where the page after it starts (null on the last page). */
export interface PageChunk<T, N> {
  items: T[];
  total: number;
  next: N | null;
}

/** Loads the page that starts at `next` (null: the first page) of the listing named by `key`. */
export type PageLoader<T, N> = (key: string, next: N | null, signal: AbortSignal) => Promise<PageChunk<T, N>>;

export interface PagedList<T> {
  /** The first page's state; later pages report through `more`. */
  status: 'loading' | 'error' | 'success';
  items: T[];
  total: number;
  hasMore: boolean;
  more: 'idle' | 'loading' | 'error';
  loadMore: () => void;
  /** Tries the page that failed again, first or later. */
  retry: () => void;
  /** Why the page that failed did, while it stays failed. */
  error: unknown;
}

interface Loaded<T, N> {
  key: string;
  pages: number;
  items: T[];
  total: number;
  next: N | null;
}

/**
 * A listing read page by page ("load more", infinite scroll), by cursor or by page number: the
 * loader says where the next page starts. A new `key` starts over and drops requests in flight.
 * `load` must be stable (declared outside the component).
 */
export function usePagedList<T, N>(key: string, load: PageLoader<T, N>): PagedList<T> {
  const [loaded, setLoaded] = useState<Loaded<T, N>>();
  const [wanted, setWanted] = useState({ key, pages: 1 });
  const [failed, setFailed] = useState<{ key: string; page: number; error: unknown }>();

  const current = loaded?.key === key ? loaded : undefined;
  const pages = current?.pages ?? 0;
  const next = current?.next ?? null;
  const wantedPages = wanted.key === key ? wanted.pages : 1;
  const page = pages + 1;
  const blocked = failed?.key === key && failed.page === page;
  const fetching = pages < wantedPages && (pages === 0 || next !== null) && !blocked;

  useEffect(() => {
    if (!fetching) return;
    const controller = new AbortController();
    load(key, pages === 0 ? null : next, controller.signal).then(
      (chunk) =>
        controller.signal.aborted ||
        setLoaded((previous) => {
          const base = previous?.key === key ? previous : undefined;
          // A late answer for a page that is already there changes nothing.
          if ((base?.pages ?? 0) !== pages) return previous;
          return {
            key,
            pages: pages + 1,
            items: [...(base?.items ?? []), ...chunk.items],
            total: chunk.total,
            next: chunk.next,
          };
        }),
      (error: unknown) => controller.signal.aborted || setFailed({ key, page: pages + 1, error }),
    );
    return () => controller.abort();
  }, [fetching, key, pages, next, load]);

  const loadMore = useCallback(() => {
    if (fetching || blocked || next === null) return;
    setWanted({ key, pages: pages + 1 });
  }, [fetching, blocked, next, key, pages]);
  const retry = useCallback(() => setFailed(undefined), []);

  const base = {
    items: current?.items ?? [],
    total: current?.total ?? 0,
    hasMore: next !== null,
    error: blocked ? failed.error : undefined,
  };
  if (pages === 0) return { ...base, status: blocked ? 'error' : 'loading', more: 'idle', loadMore, retry };
  const more = blocked ? 'error' : fetching ? 'loading' : 'idle';
  return { ...base, status: 'success', more, loadMore, retry };
}
