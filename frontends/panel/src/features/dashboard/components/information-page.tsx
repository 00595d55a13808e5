import { Link, useSearchParams } from 'react-router';
import { formatNumber } from '@ela/web-kit';
import { useResource } from '../../../shared/api/use-resource';
import { PageHeader } from '../../../shared/components/page-header';
import { flattenCategories, getCategoryTree } from '../../../shared/categories/category-tree';
import {
  getDeadLetters,
  getInventoryNames,
  getOverview,
  getSalesByCategory,
  getSalesByDay,
  getSearches,
  getTopProducts,
} from '../api/analytics.api';
import { dayParam, longDay, periodFromParams, type Period } from '../period';
import { CategorySalesView } from './category-sales';
import { FunnelView } from './funnel-view';
import { PeriodPicker } from './period-picker';
import { ReportSection } from './report-section';
import { SalesByDay } from './sales-by-day';
import { SearchTerms } from './search-terms';
import { StatCards } from './stat-cards';
import { TopProducts } from './top-products';
import './dashboard.css';

const RANKED = 10;

/** /panel/information: what visitors did and what the shop sold in a period of Jalali days. */
export function InformationPage() {
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params);
  const key = `${period.from}/${period.to}`;
  const overview = useResource(key, (signal) => getOverview(period, signal));
  const days = useResource(key, (signal) => getSalesByDay(period, signal));
  const categories = useResource(key, async (signal) => {
    const [rows, tree] = await Promise.all([getSalesByCategory(period, signal), getCategoryTree(signal)]);
    return { rows, names: new Map(flattenCategories(tree).map((c) => [c.id, c.path])) };
  });
  const products = useResource(key, async (signal) => {
    const rows = await getTopProducts(period, RANKED, signal);
    return {
      rows,
      names: await getInventoryNames(
        rows.map((r) => r.inventoryId),
        signal,
      ),
    };
  });
  const searches = useResource(key, (signal) => getSearches(period, RANKED, signal));
  const letters = useResource('dead-letters', (signal) => getDeadLetters({ page: 1, limit: 1 }, signal));
  const choose = (next: Period) => setParams({ from: dayParam(next.from), to: dayParam(next.to) });

  return (
    <section className="dashboard">
      <PageHeader title="اطلاعات فروشگاه">
        <span className="panel-muted">
          از {longDay(period.from)} تا {longDay(period.to)}
        </span>
      </PageHeader>
      <PeriodPicker key={key} period={period} onChange={choose} />
      <ReportSection resource={overview} failure="خلاصهٔ بازه دریافت نشد.">
        {(data) => (
          <>
            <StatCards overview={data} />
            <FunnelView funnel={data.funnel} />
          </>
        )}
      </ReportSection>
      <ReportSection resource={days} failure="فروش روزانه دریافت نشد.">
        {(data) => <SalesByDay days={data} />}
      </ReportSection>
      <ReportSection resource={categories} failure="فروش دسته‌بندی‌ها دریافت نشد.">
        {(data) => <CategorySalesView rows={data.rows} names={data.names} />}
      </ReportSection>
      <ReportSection resource={products} failure="پربازدیدترین محصولات دریافت نشد.">
        {(data) => <TopProducts rows={data.rows} names={data.names} />}
      </ReportSection>
      <ReportSection resource={searches} failure="گزارش جستجوها دریافت نشد.">
        {(data) => <SearchTerms report={data} />}
      </ReportSection>
      {letters.data && letters.data.total > 0 && (
        <p className="dashboard-letters" role="status">
          {formatNumber(letters.data.total)} رویداد مرورگرها ذخیره نشد.{' '}
          <Link className="panel-link" to="/panel/information/dead-letters">
            دیدن رویدادهای ذخیره‌نشده
          </Link>
        </p>
      )}
    </section>
  );
}
