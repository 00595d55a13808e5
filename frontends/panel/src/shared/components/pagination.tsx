import { formatNumber } from '@ela/web-kit';
import { pageCount, pageWindow } from '../list/list-params';

interface PaginationProps {
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
}

/** Page buttons under a listing, with the range shown («۲۱ تا ۴۰ از ۵۳»). */
export function Pagination({ page, total, limit, onPage }: PaginationProps) {
  const count = pageCount(total, limit);
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
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
