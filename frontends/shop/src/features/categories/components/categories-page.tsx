import { Link } from 'react-router';
import type { CategoryNode } from '@ela/contracts';
import { CategoryTile } from '../../../catalog/components/category-tile';
import { EmptyNotice, ErrorNotice, GridSkeleton } from '../../../catalog/components/state-views';
import { paths } from '../../../catalog/paths';
import { useResource } from '../../../hooks/use-resource';
import { getCategoryTree } from '../../../catalog/api/get-category-tree';
import './categories.css';

/** /categories: the whole category tree, each main category with its subcategories. */
export function CategoriesPage() {
  const tree = useResource('tree', getCategoryTree);
  return (
    <>
      <h1 className="page-title">دسته‌بندی‌ها</h1>
      <p className="page-lead">پارچه و لوازم خیاطی را از دسته‌ای که می‌خواهید پیدا کنید.</p>
      {tree.status === 'error' && (
        <ErrorNotice onRetry={tree.retry} error={tree.error}>
          دسته‌بندی‌ها دریافت نشد.
        </ErrorNotice>
      )}
      {(tree.status === 'loading' || tree.status === 'idle') && <GridSkeleton count={4} />}
      {tree.status === 'success' && tree.data.length === 0 && (
        <EmptyNotice title="هنوز دسته‌بندی‌ای ساخته نشده است" />
      )}
      {tree.status === 'success' && (
        <div className="category-tree">
          {tree.data.map((main) => (
            <MainCategory key={main.id} category={main} />
          ))}
        </div>
      )}
    </>
  );
}

function MainCategory({ category }: { category: CategoryNode }) {
  return (
    <section className="category-branch" aria-label={category.name}>
      <CategoryTile category={category} beside />
      <div className="category-branch__body">
        <h2 className="category-branch__title">
          <Link to={paths.category(category.id)}>{category.name}</Link>
        </h2>
        {category.description && <p className="category-branch__text">{category.description}</p>}
        {category.children.length > 0 && <SubcategoryLinks nodes={category.children} />}
      </div>
    </section>
  );
}

/** Subcategories as links, deeper levels nested under their parent. */
function SubcategoryLinks({ nodes }: { nodes: CategoryNode[] }) {
  return (
    <ul className="category-links">
      {nodes.map((node) => (
        <li key={node.id}>
          <Link className="chip" to={paths.category(node.id)}>
            {node.name}
          </Link>
          {node.children.length > 0 && <SubcategoryLinks nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}
