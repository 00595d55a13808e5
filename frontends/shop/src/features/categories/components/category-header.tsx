import type { ReactNode } from 'react';
import type { Category } from '@ela/contracts';
import { mediaUrl } from '../../../catalog/api/media-url';

/**
 * A category's name and poster: on phones a small square poster beside the name, from the md
 * breakpoint a wide banner (the desktop poster) above it.
 */
export function CategoryHeader({ category, children }: { category: Category; children?: ReactNode }) {
  const { desktop, mobile } = category.posters;
  const small = mobile ?? desktop;
  return (
    <header className={`category-header${desktop ? ' category-header--banner' : ''}`}>
      {small && (
        <picture className="category-header__poster">
          {desktop && (
            <source
              media="(min-width: 960px)"
              srcSet={mediaUrl(desktop.urls.large)}
              width={1200}
              height={450}
            />
          )}
          <img src={mediaUrl(small.urls.thumb)} alt="" width={160} height={160} fetchPriority="high" />
        </picture>
      )}
      <div className="category-header__text">
        <h1 className="page-title">{category.name}</h1>
        {category.description && <p className="category-header__description">{category.description}</p>}
      </div>
      {children && <div className="category-header__extra">{children}</div>}
    </header>
  );
}
