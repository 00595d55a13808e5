import { Link } from 'react-router';
import type { Category } from '@ela/contracts';
import { paths } from '../paths';
import { CatalogImage } from './catalog-image';
import './catalog-page.css';

/** A category as a picture tile (its square phone poster) with its name; opens its products. */
export function CategoryTile({ category, to }: { category: Category; to?: string }) {
  const poster = category.posters.mobile ?? category.posters.desktop;
  return (
    <Link to={to ?? paths.category(category.id)} className="category-tile" data-testid="category-tile">
      <CatalogImage image={poster} size="card" alt="" placeholder={category.name} />
      <span className="category-tile__name">{category.name}</span>
    </Link>
  );
}
