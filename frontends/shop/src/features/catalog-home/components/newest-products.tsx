import { HOME_PAGE_READS, type Page, type Product } from '@ela/contracts';
import { firstRead } from '@ela/web-kit';
import { CardSection } from '../../../catalog/components/card-section';
import { ProductCard } from '../../../catalog/components/product-card';
import { EmptyNotice, ErrorNotice, GridSkeleton } from '../../../catalog/components/state-views';
import { useResource } from '../../../hooks/use-resource';
import { getNewestRow } from '../api/get-home-sections';

/** The newest products. */
export function NewestProducts() {
  const products = useResource('newest', getNewestRow, firstRead<Page<Product>>(HOME_PAGE_READS.newest));
  let body;
  if (products.status === 'error') {
    body = (
      <ErrorNotice onRetry={products.retry} error={products.error}>
        فهرست محصولات دریافت نشد.
      </ErrorNotice>
    );
  } else if (products.status !== 'success') {
    body = <GridSkeleton count={4} label="در حال بارگذاری محصولات" />;
  } else if (products.data.items.length === 0) {
    body = <EmptyNotice title="هنوز محصولی ثبت نشده است">به‌زودی پارچه‌های تازه این‌جا می‌آیند.</EmptyNotice>;
  } else {
    body = (
      <div className="catalog-grid">
        {products.data.items.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    );
  }
  return (
    <CardSection id="home-newest" title="تازه‌ترین محصولات" more={{ to: '/shop', label: 'همهٔ محصولات' }}>
      {body}
    </CardSection>
  );
}
