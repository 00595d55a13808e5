import { Link } from 'react-router';
import { displayName, formatJalaliDate, formatMobile, useAuthStore } from '@ela/web-kit';
import { useResource } from '../../../shared/api/use-resource';
import { getOverview, getSalesByDay } from '../api/analytics.api';
import { lastDays } from '../period';
import { ReportSection } from './report-section';
import { SalesByDay } from './sales-by-day';
import { StatCards } from './stat-cards';
import './dashboard.css';

const WEEK = 7;

/** /panel: the administrator's first page, with the last seven days at a glance. */
export function DashboardPage() {
  const admin = useAuthStore((session) => session.user);
  const week = lastDays(WEEK);
  const key = `${week.from}/${week.to}`;
  const overview = useResource(key, (signal) => getOverview(week, signal));
  const days = useResource(key, (signal) => getSalesByDay(week, signal));
  return (
    <section className="dashboard">
      <header className="dashboard__header">
        <h1>داشبورد</h1>
        <span className="dashboard__date">{formatJalaliDate(new Date())}</span>
      </header>
      {admin && (
        <p className="dashboard__welcome">
          {displayName(admin)} خوش آمدید؛ با شمارهٔ <bdi dir="ltr">{formatMobile(admin.phone)}</bdi> وارد
          شده‌اید.
        </p>
      )}
      <h2 className="dashboard__subtitle">هفت روز گذشته</h2>
      <ReportSection resource={overview} failure="خلاصهٔ هفته دریافت نشد.">
        {(data) => <StatCards overview={data} />}
      </ReportSection>
      <ReportSection resource={days} failure="فروش روزانه دریافت نشد.">
        {(data) => <SalesByDay days={data} />}
      </ReportSection>
      <Link className="panel-button panel-button--ghost dashboard__more" to="/panel/information">
        گزارش کامل فروشگاه
      </Link>
      <p className="panel-muted">
        قیف خرید، پربازدیدترین محصولات، جستجوها و فروش هر دسته‌بندی، در هر بازه‌ای.
      </p>
    </section>
  );
}
