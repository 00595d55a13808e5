import { UNIT_TYPES, type ProductSort } from '@ela/contracts';
import type { ListState } from '../../../shared/list/list-params';
import { SearchBox } from '../../../shared/components/search-box';
import { CategorySelect } from '../../../shared/categories/category-select';
import type { CategoryOption } from '../../../shared/categories/category-tree';
import { UNIT_TYPE_LABELS } from '../../../shared/units';
import { SORT_LABELS } from './product-sorts';

interface ProductsToolbarProps {
  state: ListState;
  change: (next: Partial<ListState>, replace?: boolean) => void;
  categories: CategoryOption[];
}

/** Search, filters and order of the products listing. */
export function ProductsToolbar({ state, change, categories }: ProductsToolbarProps) {
  return (
    <div className="panel-toolbar">
      <SearchBox label="جستجو در نام محصولات" value={state.q} onSearch={(q) => change({ q }, true)} />
      <CategorySelect
        aria-label="دسته‌بندی"
        options={categories}
        value={state.filters.categoryId ?? ''}
        emptyLabel="همهٔ دسته‌بندی‌ها"
        onChange={(categoryId) => change({ filters: { categoryId } })}
      />
      <select
        className="panel-input"
        aria-label="نوع فروش"
        value={state.filters.unitType ?? ''}
        onChange={(event) => change({ filters: { unitType: event.target.value } })}
      >
        <option value="">همهٔ انواع فروش</option>
        {UNIT_TYPES.map((unit) => (
          <option key={unit} value={unit}>
            {UNIT_TYPE_LABELS[unit]}
          </option>
        ))}
      </select>
      <select
        className="panel-input"
        aria-label="مرتب‌سازی"
        value={state.sort}
        onChange={(event) => change({ sort: event.target.value })}
      >
        {Object.entries(SORT_LABELS).map(([sort, label]) => (
          <option key={sort} value={sort as ProductSort}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
