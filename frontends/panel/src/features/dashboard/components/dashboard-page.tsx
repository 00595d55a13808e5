import { displayName, formatJalaliDate, formatMobile, useAuthStore } from '@ela/web-kit';
import './dashboard-page.css';

const CARDS = [
  { title: 'سفارش‌های امروز', hint: 'پس از راه‌اندازی سرویس سفارش‌ها' },
  { title: 'محصولات فعال', hint: 'پس از اتصال به کاتالوگ' },
  { title: 'تراکنش‌های موفق', hint: 'پس از راه‌اندازی سرویس پرداخت' },
];

/** /panel: the administrator's first page; its figures arrive with the services behind them. */
export function DashboardPage() {
  const admin = useAuthStore((session) => session.user);
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
      <div className="dashboard__cards">
        {CARDS.map((card) => (
          <article key={card.title} className="dashboard__card">
            <h2>{card.title}</h2>
            <p>{card.hint}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
