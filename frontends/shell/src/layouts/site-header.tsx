import { Link, NavLink, useLocation } from 'react-router';
import { useAuthStore, Icon } from '@ela/web-kit';
import { HeaderSearch } from '../features/search/components/header-search';
import { accountLink } from './account-link';
import { BasketLink } from './basket-link';

const LINKS = [
  { to: '/', label: 'خانه', end: true },
  { to: '/product', label: 'محصولات' },
  { to: '/categories', label: 'دسته‌بندی‌ها' },
  { to: '/blog', label: 'بلاگ' },
  { to: '/league', label: 'لیگ کودکان' },
  { to: '/ela-story', label: 'داستان اِلا' },
];

/** The storefront's top bar; its links move to the bottom bar on phones. */
export function SiteHeader() {
  const here = useLocation();
  const account = accountLink(useAuthStore(), `${here.pathname}${here.search}`);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          اِلا
        </Link>
        <nav className="site-header__nav" aria-label="منوی اصلی">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className="site-header__link">
              {link.label}
            </NavLink>
          ))}
        </nav>
        <HeaderSearch />
        {!account.to.startsWith('/panel') && <BasketLink />}
        <Link to={account.to} className="button button--ghost site-header__login">
          {account.to !== '/login' && <Icon name="user" />}
          {account.label}
        </Link>
      </div>
    </header>
  );
}
