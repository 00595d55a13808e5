import type { SearchReport } from '@ela/contracts';
import { formatJalaliDateTime, formatNumber } from '@ela/web-kit';
import { EmptyState } from '../../../shared/components/state-views';

/** What people searched for most, and the terms that found nothing (products to add, or names to fix). */
export function SearchTerms({ report }: { report: SearchReport }) {
  return (
    <div className="dashboard-grid">
      <section className="panel-card" aria-labelledby="searches-title">
        <h2 id="searches-title">جستجوهای پرتکرار</h2>
        {report.top.length === 0 ? (
          <EmptyState>در این بازه جستجویی نشده است.</EmptyState>
        ) : (
          <table className="panel-table" aria-label="جستجوهای پرتکرار">
            <thead>
              <tr>
                <th scope="col">عبارت</th>
                <th scope="col">جستجو</th>
                <th scope="col">بی‌نتیجه</th>
              </tr>
            </thead>
            <tbody>
              {report.top.map((t) => (
                <tr key={t.term}>
                  <td>
                    <bdi>{t.term}</bdi>
                  </td>
                  <td>{formatNumber(t.searches)}</td>
                  <td>{formatNumber(t.withoutResults)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="panel-card" aria-labelledby="empty-searches-title">
        <h2 id="empty-searches-title">جستجوهای بی‌نتیجه</h2>
        {report.withoutResults.length === 0 ? (
          <EmptyState>هر جستجوی این بازه دست‌کم یک نتیجه داشته است.</EmptyState>
        ) : (
          <table className="panel-table" aria-label="جستجوهای بی‌نتیجه">
            <thead>
              <tr>
                <th scope="col">عبارت</th>
                <th scope="col">بار</th>
                <th scope="col">آخرین بار</th>
              </tr>
            </thead>
            <tbody>
              {report.withoutResults.map((t) => (
                <tr key={t.term}>
                  <td>
                    <bdi>{t.term}</bdi>
                  </td>
                  <td>{formatNumber(t.searches)}</td>
                  <td>{formatJalaliDateTime(t.lastAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
