import { Link } from 'react-router';
import { getCategoryTree } from '../api/get-category-tree';
import { useResource } from '../../hooks/use-resource';
import { trailTo } from '../category-trail';
import { paths } from '../paths';
import './breadcrumbs.css';

interface Props {
  /** The category the page is in (or about); its parents come before it. */
  categoryId: string;
  /** The page's own last step; without it, the category is the page. */
  current?: string;
}

/**
 * Where the page sits in the shop: home, then the category's parents and the category (read from
 * the category tree, one cached request), then the page itself, marked as the current one.
 */
export function Breadcrumbs({ categoryId, current }: Props) {
  const tree = useResource('tree', getCategoryTree);
  const trail = tree.status === 'success' ? trailTo(tree.data, categoryId) : [];
  const links = current ? trail : trail.slice(0, -1);
  const last = current ?? trail.at(-1)?.name;
  return (
    <nav className="breadcrumbs" aria-label="مسیر">
      <ol>
        <li>
          <Link to="/">خانه</Link>
        </li>
        {links.map((category) => (
          <li key={category.id}>
            <Link to={paths.category(category.id)}>{category.name}</Link>
          </li>
        ))}
        {last && (
          <li>
            <span aria-current="page">{last}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
