import type { SalesDay } from '@ela/contracts';
import { RIALS_PER_TOMAN, formatNumber, formatToman } from '@ela/web-kit';
import { BarChart } from '../charts/bar-chart';
import { longDay, shortDay } from '../period';

/** Paid orders' totals per Tehran day, in Toman, with the numbers in a table beneath. */
export function SalesByDay({ days }: { days: SalesDay[] }) {
  return (
    <section className="panel-card" aria-labelledby="sales-day-title">
      <h2 id="sales-day-title">فروش روزانه (تومان)</h2>
      <BarChart
        label="فروش روزانه به تومان"
        labels={days.map((d) => shortDay(d.day))}
        values={days.map((d) => d.revenue / RIALS_PER_TOMAN)}
        format={(toman) => formatToman(toman * RIALS_PER_TOMAN)}
      />
      <details className="dashboard-details">
        <summary>جدول فروش روزانه</summary>
        <div className="panel-table-scroll" role="region" aria-labelledby="sales-day-title" tabIndex={0}>
          <table className="panel-table">
            <caption className="panel-visually-hidden">فروش هر روز</caption>
            <thead>
              <tr>
                <th scope="col">روز</th>
                <th scope="col">سفارش پرداخت‌شده</th>
                <th scope="col">فروش</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <td>{longDay(d.day)}</td>
                  <td>{formatNumber(d.orders)}</td>
                  <td>{formatToman(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
