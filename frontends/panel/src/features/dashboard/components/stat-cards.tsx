import type { AnalyticsOverview } from '@ela/contracts';
import { formatNumber, formatToman } from '@ela/web-kit';

/** The period's headline numbers; orders and sales are the orders service's, the rest browsers'. */
export function StatCards({ overview }: { overview: AnalyticsOverview }) {
  const { events, orders } = overview;
  const cards = [
    { title: 'بازدیدکننده', value: formatNumber(overview.visitors), hint: 'مرورگرهای جدا' },
    { title: 'بازدید صفحه', value: formatNumber(events.page_view) },
    { title: 'بازدید محصول', value: formatNumber(events.product_view) },
    {
      title: 'جستجو',
      value: formatNumber(events.search),
      hint: `${formatNumber(overview.searchesWithoutResults)} بی‌نتیجه`,
    },
    { title: 'افزودن به سبد', value: formatNumber(events.basket_add) },
    { title: 'سفارش ثبت‌شده', value: formatNumber(orders.placed) },
    {
      title: 'سفارش پرداخت‌شده',
      value: formatNumber(orders.paid),
      hint: orders.cancelledAfterPaying
        ? `${formatNumber(orders.cancelledAfterPaying)} لغو پس از پرداخت (حساب نشده)`
        : undefined,
    },
    { title: 'فروش', value: formatToman(orders.revenue), hint: 'مبلغ پرداخت‌شدهٔ سفارش‌ها' },
  ];
  return (
    <ul className="dashboard-cards" aria-label="خلاصهٔ بازه">
      {cards.map((card) => (
        <li key={card.title} className="dashboard-card">
          <h2>{card.title}</h2>
          <p className="dashboard-card__value" data-testid={`stat-${card.title}`}>
            {card.value}
          </p>
          {card.hint && <p className="dashboard-card__hint">{card.hint}</p>}
        </li>
      ))}
    </ul>
  );
}
