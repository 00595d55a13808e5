import { NavLink, useLocation } from 'react-router';
import { useAuthStore, Icon, type IconName } from '@ela/web-kit';
import { accountLink } from './account-link';

type Item = { to: string; label: string; icon: IconName; end?: boolean };

const ITEMS: Item[] = [
  { to: '/', label: 'خانه', icon: 'home', end: true },
  { to: '/categories', label: 'دسته‌بندی', icon: 'grid' },
  { to: '/blog', label: 'بلاگ', icon: 'blog' },
  { to: '/basket', label: 'سبد خرید', icon: 'cart' },
];

/** The phone layout's navigation (below the lg breakpoint; CSS hides it on wider screens). */
export function BottomNav() {
  const here = useLocation();
  const items: Item[] = [
    ...ITEMS,
    { ...accountLink(useAuthStore(), `${here.pathname}${here.search}`), icon: 'user' },
  ];
  return (
    <nav className="bottom-nav" aria-label="ناوبری پایین">
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className="bottom-nav__item">
          <Icon name={item.icon} />
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
