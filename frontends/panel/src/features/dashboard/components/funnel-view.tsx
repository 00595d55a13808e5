import type { AnalyticsOverview, FunnelStep } from '@ela/contracts';
import { formatNumber } from '@ela/web-kit';
import { BarChart } from '../charts/bar-chart';

const STEP_LABELS: Record<FunnelStep, string> = {
  product_view: 'دیدن محصول',
  basket_add: 'افزودن به سبد',
  checkout_started: 'شروع خرید',
  paid: 'پرداخت',
};

const percent = (part: number, whole: number) =>
  whole === 0
    ? '—'
    : `${new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 }).format((part / whole) * 100)}٪`;

/** Browsers at each step of the way to a paid order, each step among those of the step before. */
export function FunnelView({ funnel }: { funnel: AnalyticsOverview['funnel'] }) {
  return (
    <section className="panel-card" aria-labelledby="funnel-title">
      <h2 id="funnel-title">قیف خرید</h2>
      <BarChart
        horizontal
        label="قیف خرید: شمار بازدیدکنندگان در هر مرحله"
        labels={funnel.map((s) => STEP_LABELS[s.step])}
        values={funnel.map((s) => s.visitors)}
        height={200}
      />
      <ol className="dashboard-funnel">
        {funnel.map((s, i) => (
          <li key={s.step} data-testid={`funnel-${s.step}`}>
            <span>{STEP_LABELS[s.step]}</span>
            <strong>{formatNumber(s.visitors)}</strong>
            {i > 0 && (
              <span className="panel-muted">{percent(s.visitors, funnel[i - 1].visitors)} از مرحلهٔ قبل</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
