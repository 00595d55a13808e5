/** Shown while the first page's code is on its way. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>در حال بارگذاری…</span>
    </div>
  );
}
