import { NavLink } from 'react-router';
import { Icon, type IconName } from './icon';

const ITEMS: { to: string; label: string; icon: IconName; end?: boolean }[] = [
  { to: '/', label: 'خانه', icon: 'home', end: true },
  { to: '/categories', label: 'دسته‌بندی', icon: 'grid' },
  { to: '/blog', label: 'بلاگ', icon: 'blog' },
  { to: '/basket', label: 'سبد خرید', icon: 'cart' },
  { to: '/profile', label: 'پروفایل', icon: 'user' },
];

/** The phone layout's navigation (below the lg breakpoint; CSS hides it on wider screens). */
export function BottomNav() {
  return (
    <nav className="bottom-nav" aria-label="ناوبری پایین">
      {ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className="bottom-nav__item">
          <Icon name={item.icon} />
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
