import { useEffect, useRef } from 'react';
import { isMobileWidth } from '@ela/web-kit';
import type { PagedList } from '../hooks/use-paged-list';

/**
 * The end of a paged grid: a button for the next page, which on phones also presses itself when
 * it scrolls into view (infinite scroll), but never again after a failure until asked.
 */
export function LoadMore({ list }: { list: PagedList<unknown> }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, more, loadMore, retry } = list;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || more !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    if (!isMobileWidth(window.innerWidth)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, more, loadMore]);

  if (more === 'error') {
    return (
      <div className="load-more" role="alert">
        <p>ادامهٔ فهرست دریافت نشد.</p>
        <button type="button" className="button button--ghost" onClick={retry}>
          تلاش دوباره
        </button>
      </div>
    );
  }
  if (!hasMore) return null;
  return (
    <div className="load-more" ref={sentinel}>
      <button type="button" className="button button--ghost" onClick={loadMore} disabled={more === 'loading'}>
        {more === 'loading' && <span className="spinner spinner--small" aria-hidden="true" />}
        {more === 'loading' ? 'در حال بارگذاری…' : 'نمایش بیشتر'}
      </button>
    </div>
  );
}
