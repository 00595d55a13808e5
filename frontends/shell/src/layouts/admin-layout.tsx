import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { displayName, logout, useAuthStore } from '@ela/web-kit';
import './layouts.css';

const SECTIONS = [
  { to: '/panel', label: 'داشبورد', end: true },
  { to: '/panel/products', label: 'محصولات' },
  { to: '/panel/categories', label: 'دسته‌بندی‌ها' },
  { to: '/panel/discount', label: 'تخفیف‌ها' },
  { to: '/panel/blog', label: 'بلاگ' },
  { to: '/panel/league', label: 'لیگ کودکان' },
  { to: '/panel/transactions', label: 'تراکنش‌ها' },
  { to: '/panel/volumetric-weights', label: 'وزن حجمی' },
  { to: '/panel/shipping-prices', label: 'هزینهٔ ارسال' },
  { to: '/panel/information', label: 'اطلاعات' },
  { to: '/panel/audit-log', label: 'گزارش فعالیت‌ها' },
];

/** The administrator panel: a title bar with the admin and logout, the sections beside the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const user = useAuthStore((session) => session.user);
  return (
    <div className="layout layout--admin">
      <header className="admin-header">
        <span className="admin-header__title">پنل مدیریت</span>
        <div className="admin-header__account">
          <span className="admin-header__who" data-testid="admin-name">
            {displayName(user)}
          </span>
          <Link to="/" className="admin-header__shop">
            مشاهدهٔ فروشگاه
          </Link>
          <button type="button" className="admin-header__logout" onClick={() => logout()}>
            خروج
          </button>
        </div>
      </header>
      <div className="admin-body">
        <nav className="admin-nav" aria-label="بخش‌های پنل">
          {SECTIONS.map((section) => (
            <NavLink key={section.to} to={section.to} end={section.end} className="admin-nav__link">
              {section.label}
            </NavLink>
          ))}
        </nav>
        <main className="admin-main">{children}</main>
      </div>
    </div>
  );
}
