import type { TopProduct } from '@ela/contracts';
import { formatNumber, formatToman, toPersianDigits } from '@ela/web-kit';
import { EmptyState } from '../../../shared/components/state-views';

interface TopProductsProps {
  rows: TopProduct[];
  /** Inventory id → name; a deleted inventory has none. */
  names: Map<string, string>;
}

/** The most viewed inventories, with what browsers did and what paid orders took of them. */
export function TopProducts({ rows, names }: TopProductsProps) {
  return (
    <section className="panel-card" aria-labelledby="top-products-title">
      <h2 id="top-products-title">پربازدیدترین محصولات</h2>
      {rows.length === 0 ? (
        <EmptyState>در این بازه محصولی دیده نشده است.</EmptyState>
      ) : (
        <div className="panel-table-scroll" role="region" aria-labelledby="top-products-title" tabIndex={0}>
          <table className="panel-table" aria-label="پربازدیدترین محصولات">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">محصول</th>
                <th scope="col">بازدید</th>
                <th scope="col">بازدیدکننده</th>
                <th scope="col">افزودن به سبد</th>
                <th scope="col">فروخته (واحد)</th>
                <th scope="col">فروش</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={r.inventoryId}>
                  <td>{toPersianDigits(i + 1)}</td>
                  <td>
                    {names.get(r.inventoryId) ?? (
                      <span className="panel-badge panel-badge--deleted">حذف‌شده</span>
                    )}
                  </td>
                  <td>{formatNumber(r.views)}</td>
                  <td>{formatNumber(r.visitors)}</td>
                  <td>{formatNumber(r.basketAdds)}</td>
                  <td>{formatNumber(r.unitsSold)}</td>
                  <td>{formatToman(r.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
