import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './catalog-page.css';

interface Props {
  title: string;
  /** "See all" link beside the title. */
  more?: { to: string; label: string };
  children: ReactNode;
  id?: string;
}

/** A titled section; its cards scroll sideways on phones and wrap into a grid on wide screens. */
export function CardSection({ title, more, children, id }: Props) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className="card-section" aria-labelledby={headingId}>
      <header className="card-section__header">
        <h2 id={headingId} className="card-section__title">
          {title}
        </h2>
        {more && (
          <Link to={more.to} className="card-section__more">
            {more.label}
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}
