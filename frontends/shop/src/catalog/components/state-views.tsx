import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFailureInPlace } from '@ela/web-kit';
import './catalog-card.css';
import './catalog-page.css';

const cards = (count: number) => Array.from({ length: count }, (_, i) => i);

/** Grey cards where a grid's cards will be, so the page does not jump when they come. */
export function GridSkeleton({ count = 6, label = 'در حال بارگذاری' }: { count?: number; label?: string }) {
  return (
    <div className="catalog-grid" aria-busy="true" aria-label={label}>
      {cards(count).map((i) => (
        <div key={i} className="catalog-card catalog-card--skeleton" />
      ))}
    </div>
  );
}

interface ErrorNoticeProps {
  children: ReactNode;
  onRetry: () => void;
  /** The failed request's error: its reason is said here, and its toast taken back. */
  error?: unknown;
}

/** Something could not be loaded, why, and the way to try again. */
export function ErrorNotice({ children, onRetry, error }: ErrorNoticeProps) {
  const reason = useFailureInPlace(error);
  return (
    <div className="catalog-notice" role="alert">
      <p>{children}</p>
      {reason && <p className="catalog-notice__reason">{reason}</p>}
      <button type="button" className="button" onClick={onRetry}>
        تلاش دوباره
      </button>
    </div>
  );
}

interface NoticeProps {
  title: string;
  children?: ReactNode;
  action?: { to: string; label: string };
}

/** Nothing to show: says so plainly and offers the next step. */
export function EmptyNotice({ title, children, action }: NoticeProps) {
  return (
    <div className="catalog-notice">
      <h2 className="catalog-notice__title">{title}</h2>
      {children && <p>{children}</p>}
      {action && (
        <Link className="button button--ghost" to={action.to}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
