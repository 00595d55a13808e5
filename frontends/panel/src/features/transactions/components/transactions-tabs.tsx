import { Link, useLocation } from 'react-router';

/** The payments' state whose list is a tab of its own: money owed back by hand. */
export const REFUNDS_OWED = 'refund_owed';

const PAYMENTS = '/panel/transactions/payments';
const TABS = [
  { to: '/panel/transactions', label: 'همه' },
  { to: '/panel/transactions/paid', label: 'پرداخت‌شده' },
  { to: PAYMENTS, label: 'پرداخت‌ها' },
  { to: `${PAYMENTS}?state=${REFUNDS_OWED}`, label: 'بازپرداخت‌های معوق' },
  { to: '/panel/transactions/delivered', label: 'تحویل‌شده' },
];

/**
 * The transactions screens, side by side: three lists of orders, their payments, and the payments
 * owed back by hand (the payments' screen with its state filter, so a tab is matched by both).
 */
export function TransactionsTabs() {
  const { pathname, search } = useLocation();
  const owed = new URLSearchParams(search).get('state') === REFUNDS_OWED;
  const current = (to: string) => {
    const [path, query] = to.split('?');
    return path === pathname && (path !== PAYMENTS || Boolean(query) === owed);
  };
  return (
    <nav className="panel-tabs" aria-label="دسته‌های تراکنش">
      {TABS.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className={`panel-tabs__link${current(tab.to) ? ' active' : ''}`}
          aria-current={current(tab.to) ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
