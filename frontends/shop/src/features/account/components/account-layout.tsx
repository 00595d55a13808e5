import { NavLink, Outlet } from 'react-router';
import { displayName, formatMobile, logout, useAuthStore } from '@ela/web-kit';
import './account.css';

const SECTIONS = [
  { to: '/profile', label: 'حساب من', end: true },
  { to: '/profile/orders', label: 'سفارش‌ها' },
  { to: '/profile/track-orders', label: 'پیگیری سفارش' },
  { to: '/profile/gifts', label: 'هدیه‌ها' },
];

function UserGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
    </svg>
  );
}

/** Around every /profile page: who is logged in, the account's sections, and logging out. */
export function AccountLayout() {
  const user = useAuthStore((session) => session.user);
  const named = Boolean(user?.firstName || user?.lastName);
  const phone = user && (
    <bdi dir="ltr" className={named ? 'account__phone' : undefined}>
      {formatMobile(user.phone)}
    </bdi>
  );
  return (
    <div className="account">
      <header className="account__header">
        <span className="account__avatar" aria-hidden="true">
          {named ? displayName(user).charAt(0) : <UserGlyph />}
        </span>
        <div className="account__who" data-testid="account-who">
          {named ? (
            <>
              <strong>{displayName(user)}</strong>
              {phone}
            </>
          ) : (
            <strong>{phone}</strong>
          )}
        </div>
        <button type="button" className="button button--ghost account__logout" onClick={() => logout()}>
          خروج از حساب
        </button>
      </header>
      <nav className="account__nav" aria-label="بخش‌های حساب">
        {SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to} end={section.end} className="account__nav-link">
            {section.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
