import { NavLink } from 'react-router';

const TABS = [
  { to: '/panel/transactions', label: 'همه' },
  { to: '/panel/transactions/paid', label: 'پرداخت‌شده' },
  { to: '/panel/transactions/payments', label: 'پرداخت‌ها' },
  { to: '/panel/transactions/delivered', label: 'تحویل‌شده' },
];

/** The four transactions screens, side by side: three lists of orders and their payments. */
export function TransactionsTabs() {
  return (
    <nav className="panel-tabs" aria-label="دسته‌های تراکنش">
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className="panel-tabs__link">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
