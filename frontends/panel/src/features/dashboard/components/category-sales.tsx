import type { CategorySales } from '@ela/contracts';
import { RIALS_PER_TOMAN, formatNumber, formatToman } from '@ela/web-kit';
import { BarChart } from '../charts/bar-chart';
import { EmptyState } from '../../../shared/components/state-views';

interface CategorySalesViewProps {
  rows: CategorySales[];
  /** Category id → its path in the tree; a category deleted since is named as such. */
  names: Map<string, string>;
}

const nameOf = (names: Map<string, string>, id: string | null) =>
  id === null ? 'بدون دسته‌بندی' : (names.get(id) ?? 'دسته‌بندی حذف‌شده');

/** Goods sold per category: line totals of paid orders, before discount codes and shipping. */
export function CategorySalesView({ rows, names }: CategorySalesViewProps) {
  return (
    <section className="panel-card" aria-labelledby="sales-category-title">
      <h2 id="sales-category-title">فروش بر پایهٔ دسته‌بندی</h2>
      <p className="panel-muted">مبلغ کالاها به قیمت فروش، پیش از کد تخفیف و هزینهٔ ارسال.</p>
      {rows.length === 0 ? (
        <EmptyState>در این بازه فروشی ثبت نشده است.</EmptyState>
      ) : (
        <>
          <BarChart
            horizontal
            label="فروش هر دسته‌بندی به تومان"
            labels={rows.map((r) => nameOf(names, r.categoryId))}
            values={rows.map((r) => r.revenue / RIALS_PER_TOMAN)}
            format={(toman) => formatToman(toman * RIALS_PER_TOMAN)}
            height={Math.max(160, rows.length * 36)}
          />
          <div
            className="panel-table-scroll"
            role="region"
            aria-labelledby="sales-category-title"
            tabIndex={0}
          >
            <table className="panel-table">
              <caption className="panel-visually-hidden">فروش هر دسته‌بندی</caption>
              <thead>
                <tr>
                  <th scope="col">دسته‌بندی</th>
                  <th scope="col">سفارش</th>
                  <th scope="col">فروش</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.categoryId ?? 'none'}>
                    <td>{nameOf(names, r.categoryId)}</td>
                    <td>{formatNumber(r.orders)}</td>
                    <td>{formatToman(r.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
