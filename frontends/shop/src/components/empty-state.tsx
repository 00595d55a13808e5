import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './empty-state.css';

interface Props {
  title: string;
  children?: ReactNode;
  action?: { to: string; label: string };
}

/** A page or section with nothing to show yet, saying so plainly and offering the next step. */
export function EmptyState({ title, children, action }: Props) {
  return (
    <section className="empty-state">
      <h2 className="empty-state__title">{title}</h2>
      {children && <p className="empty-state__text">{children}</p>}
      {action && (
        <Link to={action.to} className="button">
          {action.label}
        </Link>
      )}
    </section>
  );
}
