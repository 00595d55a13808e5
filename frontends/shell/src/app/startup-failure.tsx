import { ErrorLayout } from '../layouts/error-layout';

/** Shown when the runtime config cannot be read, before any router exists. */
export function StartupFailure() {
  return (
    <ErrorLayout>
      <section className="status-page">
        <h1>فروشگاه در حال حاضر در دسترس نیست</h1>
        <p>لطفاً چند لحظهٔ دیگر دوباره تلاش کنید.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          تلاش دوباره
        </button>
      </section>
    </ErrorLayout>
  );
}
