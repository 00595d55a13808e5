import type { RouteObject } from 'react-router';

interface Props {
  /** Why the page is missing: its code could not be downloaded, or it failed while rendering. */
  reason?: 'unavailable' | 'crashed';
}

/** Takes a page's place, inside the layout, when its remote cannot be loaded or fails. */
export function RemoteUnavailable({ reason = 'unavailable' }: Props) {
  return (
    <section className="status-page" role="alert">
      <h1>{reason === 'unavailable' ? 'این بخش فعلاً در دسترس نیست' : 'نمایش این صفحه ممکن نشد'}</h1>
      <p>لطفاً چند لحظهٔ دیگر دوباره تلاش کنید. بقیهٔ بخش‌های فروشگاه در دسترس‌اند.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        تلاش دوباره
      </button>
    </section>
  );
}

/** Routes standing in for a remote that could not be loaded: every path it would own shows the notice. */
export function unavailableRoutes(): RouteObject[] {
  return [
    { index: true, element: <RemoteUnavailable /> },
    { path: '*', element: <RemoteUnavailable /> },
  ];
}
