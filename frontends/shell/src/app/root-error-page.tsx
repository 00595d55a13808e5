import { useRouteError } from 'react-router';
import { ErrorLayout } from '../layouts/error-layout';
import { useChunkReload } from '../platform/use-chunk-reload';
import { PageLoading } from '../status-pages/page-loading';

/** Last resort when the shell itself fails to render: still a page, never a white screen. */
export function RootErrorPage() {
  const reloading = useChunkReload(useRouteError());
  return (
    <ErrorLayout>
      {reloading ? (
        <PageLoading />
      ) : (
        <section className="status-page">
          <h1>خطایی رخ داد</h1>
          <p>نمایش این صفحه ممکن نشد. لطفاً صفحه را دوباره بارگذاری کنید.</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            بارگذاری دوباره
          </button>
        </section>
      )}
    </ErrorLayout>
  );
}
