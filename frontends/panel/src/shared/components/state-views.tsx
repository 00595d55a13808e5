import type { ReactNode } from 'react';
import { Link } from 'react-router';
import '../panel.css';

/** A request on its way. */
export function LoadingState({ label = 'در حال بارگذاری…' }: { label?: string }) {
  return (
    <div className="panel-state" role="status">
      <span className="panel-spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/** A request that failed; the reason was already shown as a toast. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="panel-state panel-state--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="panel-button panel-button--ghost" onClick={onRetry}>
          تلاش دوباره
        </button>
      )}
    </div>
  );
}

/** Nothing to show yet, and what to do about it. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="panel-state panel-state--empty">
      <p>{children}</p>
      {action}
    </div>
  );
}

/** A well-formed address for a thing that does not exist (any more). */
export function MissingState({
  what,
  backTo,
  backLabel,
}: {
  what: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="panel-state panel-state--error" role="alert">
      <p>{what} پیدا نشد؛ شاید حذف شده باشد.</p>
      <Link className="panel-button panel-button--ghost" to={backTo}>
        {backLabel}
      </Link>
    </div>
  );
}
