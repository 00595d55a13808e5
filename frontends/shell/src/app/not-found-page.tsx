import { Link, useLocation } from 'react-router';
import { usePageMeta } from '@ela/web-kit';

export const NOT_FOUND_ROUTE_ID = 'not-found';

/** The 404 page: what the spec asks for ("Page not found" and the path), and the same in Persian. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta({ title: 'صفحه پیدا نشد' }, 'error');
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code">۴۰۴</p>
      <h1 id="not-found-title">صفحه‌ای که دنبالش بودید پیدا نشد</h1>
      <p className="status-page__detail" lang="en" dir="ltr">
        Page not found: <code>{pathname}</code>
      </p>
      <Link className="button" to="/">
        بازگشت به صفحهٔ اصلی
      </Link>
    </section>
  );
}
