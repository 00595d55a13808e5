import { Link, useParams } from 'react-router';
import type { CategoryNode } from '@ela/contracts';
import { loadProductPage, productListKey } from '../../../catalog/api/get-products';
import { ListingControls } from '../../../catalog/components/listing-controls';
import { PagedGrid } from '../../../catalog/components/paged-grid';
import { ProductCard } from '../../../catalog/components/product-card';
import { EmptyNotice } from '../../../catalog/components/state-views';
import { usePagedList } from '../../../catalog/hooks/use-paged-list';
import { activeFilters, apiFilter, useProductFilter } from '../../../catalog/hooks/use-product-filter';
import { paths } from '../../../catalog/paths';
import { Breadcrumbs } from '../../../catalog/components/breadcrumbs';
import { CategoryHeader } from './category-header';
import { CategoryLoader } from './category-loader';
import './categories.css';

/** /category/{id}: a category's poster and the products of it and all its subcategories. */
export function CategoryPage() {
  const { id } = useParams();
  return <CategoryLoader id={id}>{(category) => <CategoryProducts category={category} />}</CategoryLoader>;
}

function CategoryProducts({ category }: { category: CategoryNode }) {
  const [filter, setFilter] = useProductFilter();
  const products = usePagedList(
    productListKey({ ...apiFilter(filter), categoryId: category.id }),
    loadProductPage,
  );
  return (
    <>
      <Breadcrumbs categoryId={category.id} />
      <CategoryHeader category={category}>
        {category.children.length > 0 && (
          <nav className="category-children" aria-label="زیردسته‌ها">
            {category.children.map((child) => (
              <Link key={child.id} className="chip" to={paths.category(child.id)}>
                {child.name}
              </Link>
            ))}
            <Link className="category-children__all" to={paths.subcategories(category.id)}>
              همهٔ زیردسته‌ها
            </Link>
          </nav>
        )}
      </CategoryHeader>
      <ListingControls
        filter={filter}
        onChange={setFilter}
        total={products.status === 'success' ? products.total : undefined}
      />
      <PagedGrid
        list={products}
        card={(product) => <ProductCard key={product.id} product={product} />}
        failure="محصولات این دسته دریافت نشد."
        empty={
          <EmptyNotice title="در این دسته محصولی نیست" action={{ to: '/shop', label: 'دیدن همهٔ محصولات' }}>
            {filter.unitType || activeFilters(filter)
              ? 'فیلترها را کمتر کنید.'
              : 'به‌زودی محصولات تازه می‌رسند.'}
          </EmptyNotice>
        }
      />
    </>
  );
}
