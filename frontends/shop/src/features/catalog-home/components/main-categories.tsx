import { HOME_PAGE_READS, type Category } from '@ela/contracts';
import { firstRead } from '@ela/web-kit';
import { CardSection } from '../../../catalog/components/card-section';
import { CategoryTile } from '../../../catalog/components/category-tile';
import { EmptyNotice, ErrorNotice } from '../../../catalog/components/state-views';
import { useResource } from '../../../hooks/use-resource';
import { getMainCategories } from '../api/get-home-sections';

const PLACEHOLDERS = [0, 1, 2, 3];
const ABOVE_THE_FOLD = 2;

/** The main categories as picture tiles. */
export function MainCategories() {
  const categories = useResource(
    'main',
    getMainCategories,
    firstRead<Category[]>(HOME_PAGE_READS.categories),
  );
  let body;
  if (categories.status === 'success' && categories.data.length === 0) {
    body = <EmptyNotice title="هنوز دسته‌بندی‌ای ساخته نشده است" />;
  } else if (categories.status === 'error') {
    body = (
      <ErrorNotice onRetry={categories.retry} error={categories.error}>
        دسته‌بندی‌ها دریافت نشد.
      </ErrorNotice>
    );
  } else {
    body = (
      <div className="category-grid" aria-busy={categories.status !== 'success'}>
        {categories.status === 'success'
          ? categories.data.map((category, index) => (
              // The first row is in view as the page opens on a phone.
              <CategoryTile key={category.id} category={category} priority={index < ABOVE_THE_FOLD} />
            ))
          : PLACEHOLDERS.map((i) => <div key={i} className="catalog-card catalog-card--skeleton" />)}
      </div>
    );
  }
  return (
    <CardSection id="home-categories" title="دسته‌بندی‌ها" more={{ to: '/categories', label: 'همهٔ دسته‌ها' }}>
      {body}
    </CardSection>
  );
}
