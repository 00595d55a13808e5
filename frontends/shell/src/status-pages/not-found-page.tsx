import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageMeta } from '@ela/web-kit';
import { useBottomNav } from '../layouts/bottom-nav-request';
import { useFallbackCategories } from '../features/search/hooks/use-fallback-categories';
import { searchPath } from '../features/search/search-options';
import { readablePath } from './readable-path';
import './not-found-page.css';

export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The 404 page, for an address that is no page and for one that names nothing (a product that is
 * gone): always inside the shop's layout, with a search and the main categories to go on from.
 */
export function NotFoundPage() {
  const address = readablePath(useLocation().pathname);
  const mains = useFallbackCategories(true);
  usePageMeta({ title: 'صفحه پیدا نشد' }, 'error');
  useBottomNav();
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code">۴۰۴</p>
      <h1 id="not-found-title">صفحه‌ای که دنبالش بودید پیدا نشد</h1>
      <p className="status-page__detail">
        {address ? (
          <>
            نشانی{' '}
            <bdi dir="ltr" className="not-found__address">
              {address}
            </bdi>{' '}
            در فروشگاه نیست یا دیگر وجود ندارد.
          </>
        ) : (
          'این نشانی در فروشگاه نیست یا دیگر وجود ندارد.'
        )}{' '}
        شاید با جستجو یا از دسته‌بندی‌ها پیدایش کنید.
      </p>
      <NotFoundSearch />
      {mains.length > 0 && (
        <nav aria-label="دسته‌بندی‌های اصلی">
          <ul className="not-found__categories">
            {mains.map((category) => (
              <li key={category.id}>
                <Link className="not-found__category" to={`/category/${category.id}`}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Link className="button" to="/">
        بازگشت به صفحهٔ اصلی
      </Link>
    </section>
  );
}

/** A plain search field: the header's has suggestions, this one only opens the results. */
function NotFoundSearch() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  return (
    <form
      className="not-found__search"
      role="search"
      aria-label="جستجو به جای این صفحه"
      onSubmit={(event) => {
        event.preventDefault();
        // Not in a transition: React would then treat the plain form as a form action.
        if (term.trim()) void navigate(searchPath(term.trim()), { flushSync: true });
      }}
    >
      <label htmlFor="not-found-search">دنبال چه می‌گشتید؟</label>
      <div className="not-found__search-row">
        <input
          id="not-found-search"
          type="search"
          enterKeyHint="search"
          placeholder="نام پارچه، رنگ یا کد محصول"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className="button">
          جستجو
        </button>
      </div>
    </form>
  );
}
