import { UNIT_TYPES } from '@ela/contracts';
import { ListToolbar } from '../../../shared/components/list-toolbar';
import { CategorySelect } from '../../../shared/categories/category-select';
import type { CategoryOption } from '../../../shared/categories/category-tree';
import type { ListingView } from '../../../shared/list/use-listing';
import { UNIT_TYPE_LABELS } from '../../../shared/units';
import { SORT_LABELS } from './product-sorts';

interface ProductsToolbarProps {
  listing: Pick<ListingView, 'spec' | 'state' | 'change'>;
  categories: CategoryOption[];
}

const UNIT_FILTER = {
  name: 'unitType',
  label: 'نوع فروش',
  any: 'همهٔ انواع فروش',
  options: UNIT_TYPES,
  titles: UNIT_TYPE_LABELS,
};

/** Search, filters and order of the products listing. */
export function ProductsToolbar({ listing, categories }: ProductsToolbarProps) {
  const { state, change } = listing;
  return (
    <ListToolbar listing={listing} search="جستجو در نام محصولات" filters={[UNIT_FILTER]} sorts={SORT_LABELS}>
      <CategorySelect
        aria-label="دسته‌بندی"
        options={categories}
        value={state.filters.categoryId ?? ''}
        emptyLabel="همهٔ دسته‌بندی‌ها"
        onChange={(categoryId) => change({ filters: { categoryId } })}
      />
    </ListToolbar>
  );
}
