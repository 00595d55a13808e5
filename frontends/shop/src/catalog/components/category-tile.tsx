import { Link } from 'react-router';
import type { Category } from '@ela/contracts';
import { paths } from '../paths';
import { CatalogImage } from './catalog-image';
import './catalog-page.css';

/**
 * A category as a picture tile (its square phone poster) with its name; opens its products. `beside`
 * a heading that links there already, it stays out of the keyboard's and screen readers' way.
 */
interface Props {
  category: Category;
  to?: string;
  beside?: boolean;
  /** A tile the page opens with in view: its picture is asked for at once. */
  priority?: boolean;
}

export function CategoryTile({ category, to, beside, priority }: Props) {
  const poster = category.posters.mobile ?? category.posters.desktop;
  return (
    // Beside the category's own heading link, the picture is a second way there for the pointer only.
    <Link
      to={to ?? paths.category(category.id)}
      className="category-tile"
      data-testid="category-tile"
      {...(beside ? { 'aria-hidden': true, tabIndex: -1 } : {})}
    >
      <CatalogImage image={poster} size="card" alt="" placeholder={category.name} priority={priority} />
      <span className="category-tile__name">{category.name}</span>
    </Link>
  );
}
