import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSort, UnitType } from '@ela/contracts';

/** The sorts a shopper can pick, in the order offered (values of contracts' PRODUCT_SORTS). */
export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'جدیدترین',
  price_asc: 'ارزان‌ترین',
  price_desc: 'گران‌ترین',
  name: 'الفبایی',
  oldest: 'قدیمی‌ترین',
};
const UNIT_TYPES: UnitType[] = ['meter', 'half_meter', 'count'];

export interface ProductFilterState {
  sort: ProductSort;
  unitType?: UnitType;
}

/**
 * Sort and unit-type filter of a product listing, kept in the address (`?sort=…&unit=…`) so
 * that a listing can be shared and the back button returns to it as it was.
 */
export function useProductFilter(): [ProductFilterState, (change: Partial<ProductFilterState>) => void] {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const unitParam = params.get('unit');
  const sort = sortParam && sortParam in SORT_LABELS ? (sortParam as ProductSort) : 'newest';
  const unitType = UNIT_TYPES.find((unit) => unit === unitParam);

  const change = useCallback(
    (next: Partial<ProductFilterState>) =>
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          if ('sort' in next) setOrDrop(params, 'sort', next.sort === 'newest' ? undefined : next.sort);
          if ('unitType' in next) setOrDrop(params, 'unit', next.unitType);
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [{ sort, unitType }, change];
}

function setOrDrop(params: URLSearchParams, name: string, value: string | undefined) {
  if (value) params.set(name, value);
  else params.delete(name);
}
