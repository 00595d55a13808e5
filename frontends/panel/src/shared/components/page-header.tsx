import type { ReactNode } from 'react';
import { Link } from 'react-router';
import '../panel.css';

interface PageHeaderProps {
  title: ReactNode;
  /** Where «بازگشت» leads, for pages below a listing. */
  back?: { to: string; label: string };
  /** Buttons and links at the end of the title row. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The title row of a panel page. */
export function PageHeader({ title, back, actions, children }: PageHeaderProps) {
  return (
    <header className="panel-header">
      <div className="panel-header__titles">
        {back && (
          <Link className="panel-header__back" to={back.to}>
            → {back.label}
          </Link>
        )}
        <h1>{title}</h1>
        {children}
      </div>
      {actions && <div className="panel-header__actions">{actions}</div>}
    </header>
  );
}
