import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorLayout } from '../layouts/error-layout';

/** Last resort when the shell itself fails to render: still a page, never a white screen. */
export function RootErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error('Route failed', error), [error]);
  return (
    <ErrorLayout>
      <section className="status-page">
        <h1>خطایی رخ داد</h1>
        <p>نمایش این صفحه ممکن نشد. لطفاً صفحه را دوباره بارگذاری کنید.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          بارگذاری دوباره
        </button>
      </section>
    </ErrorLayout>
  );
}
