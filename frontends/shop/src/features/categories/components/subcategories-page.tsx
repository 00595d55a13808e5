import { Link, useParams } from 'react-router';
import { CategoryTile } from '../../../catalog/components/category-tile';
import { EmptyNotice } from '../../../catalog/components/state-views';
import { paths } from '../../../catalog/paths';
import { Breadcrumbs } from '../../../catalog/components/breadcrumbs';
import { CategoryHeader } from './category-header';
import { CategoryLoader } from './category-loader';
import './categories.css';

/** /category/{id}/subCategories: a category's subcategories as picture tiles. */
export function SubcategoriesPage() {
  const { id } = useParams();
  return (
    <CategoryLoader id={id}>
      {(category) => (
        <>
          <Breadcrumbs categoryId={category.id} current="زیردسته‌ها" />
          <CategoryHeader category={category}>
            <Link className="category-children__all" to={paths.category(category.id)}>
              همهٔ محصولات این دسته
            </Link>
          </CategoryHeader>
          {category.children.length === 0 ? (
            <EmptyNotice
              title="این دسته زیردسته‌ای ندارد"
              action={{ to: paths.category(category.id), label: 'دیدن محصولات این دسته' }}
            />
          ) : (
            <section className="category-grid" aria-label={`زیردسته‌های ${category.name}`}>
              {category.children.map((child) => (
                <CategoryTile key={child.id} category={child} />
              ))}
            </section>
          )}
        </>
      )}
    </CategoryLoader>
  );
}
