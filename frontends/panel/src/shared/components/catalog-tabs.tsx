import { NavLink } from 'react-router';
import '../panel.css';

const TABS = [
  { to: '/panel/products', label: 'محصولات', end: true },
  { to: '/panel/products/colors', label: 'رنگ‌ها' },
  { to: '/panel/products/designs', label: 'طرح‌ها' },
  { to: '/panel/products/removed-products', label: 'سطل بازیافت' },
];

/** The product catalogue's listings, one click apart. */
export function CatalogTabs() {
  return (
    <nav className="panel-tabs" aria-label="بخش‌های محصولات">
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className="panel-tabs__link">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
