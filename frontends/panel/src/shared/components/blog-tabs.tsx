import { NavLink } from 'react-router';
import '../panel.css';

const TABS = [
  { to: '/panel/blog', label: 'مقاله‌ها', end: true },
  { to: '/panel/blog/categories', label: 'دسته‌بندی‌ها' },
  { to: '/panel/blog/removed-blogs', label: 'سطل بازیافت' },
];

/** The blog's listings, one click apart. */
export function BlogTabs() {
  return (
    <nav className="panel-tabs" aria-label="بخش‌های بلاگ">
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className="panel-tabs__link">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
