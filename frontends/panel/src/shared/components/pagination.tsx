import { formatNumber } from '@ela/web-kit';
import { pageCount, pageWindow } from '../list/list-params';
import type { ListingView } from '../list/use-listing';

/** Page buttons under a listing that has rows, with the range shown («۲۱ تا ۴۰ از ۵۳»). */
export function Pagination({ listing }: { listing: ListingView }) {
  const { spec, state, change, rows } = listing;
  const { page } = state;
  const { limit } = spec;
  const total = rows.data?.total ?? 0;
  if (total === 0) return null;
  const count = pageCount(total, limit);
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  const onPage = (n: number) => change({ page: n });
  return (
    <nav className="panel-pagination" aria-label="صفحه‌ها">
      <span className="panel-pagination__range">
        {formatNumber(first)} تا {formatNumber(last)} از {formatNumber(total)}
      </span>
      {count > 1 && (
        <div className="panel-pagination__pages">
          <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            قبلی
          </button>
          {pageWindow(page, count).map((n, i) =>
            n === 'gap' ? (
              <span key={`gap-${i}`} aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={n}
                type="button"
                aria-current={n === page ? 'page' : undefined}
                aria-label={`صفحهٔ ${formatNumber(n)}`}
                onClick={() => onPage(n)}
              >
                {formatNumber(n)}
              </button>
            ),
          )}
          <button type="button" disabled={page >= count} onClick={() => onPage(page + 1)}>
            بعدی
          </button>
        </div>
      )}
    </nav>
  );
}
