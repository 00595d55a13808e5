import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSort, UnitType } from '@ela/contracts';
import { RIALS_PER_TOMAN } from '@ela/web-kit';
import type { ProductFilter } from '../api/get-products';

/** The sorts a shopper can pick, in the order offered (values of contracts' PRODUCT_SORTS). */
export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'جدیدترین',
  price_asc: 'ارزان‌ترین',
  price_desc: 'گران‌ترین',
  name: 'الفبایی',
  oldest: 'قدیمی‌ترین',
};
const UNIT_TYPES: UnitType[] = ['meter', 'half_meter', 'count'];
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ProductFilterState {
  sort: ProductSort;
  unitType?: UnitType;
  /** Price range in Toman, as shoppers read prices. */
  minToman?: number;
  maxToman?: number;
  colorId?: string;
  designId?: string;
  inStock?: boolean;
}

/** How many filters (beyond the sort and the unit type) narrow the listing. */
export function activeFilters(state: ProductFilterState): number {
  return [state.minToman, state.maxToman, state.colorId, state.designId, state.inStock || undefined].filter(
    (value) => value !== undefined,
  ).length;
}

/** The listing's query for the API: prices in Rials, as the API counts them. */
export function apiFilter(state: ProductFilterState): ProductFilter {
  const rials = (toman?: number) => (toman === undefined ? undefined : toman * RIALS_PER_TOMAN);
  return {
    sort: state.sort,
    unitType: state.unitType,
    minPrice: rials(state.minToman),
    maxPrice: rials(state.maxToman),
    colorId: state.colorId,
    designId: state.designId,
    inStock: state.inStock ? 'true' : undefined,
  };
}

const toman = (text: string | null) => (text && /^\d{1,12}$/.test(text) ? Number(text) : undefined);
const id = (text: string | null) => (text && ID.test(text) ? text : undefined);

/**
 * Sort and filters of a product listing, kept in the address (`?sort=…&unit=…&min=…&max=…&color=…
 * &design=…&stock=1`) so that a listing can be shared and the back button returns to it as it was.
 * Anything malformed in the address is ignored, never sent on.
 */
export function useProductFilter(): [ProductFilterState, (change: Partial<ProductFilterState>) => void] {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const state: ProductFilterState = {
    sort: sortParam && sortParam in SORT_LABELS ? (sortParam as ProductSort) : 'newest',
    unitType: UNIT_TYPES.find((unit) => unit === params.get('unit')),
    minToman: toman(params.get('min')),
    maxToman: toman(params.get('max')),
    colorId: id(params.get('color')),
    designId: id(params.get('design')),
    inStock: params.get('stock') === '1' || undefined,
  };

  const change = useCallback(
    (next: Partial<ProductFilterState>) =>
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          if ('sort' in next) setOrDrop(params, 'sort', next.sort === 'newest' ? undefined : next.sort);
          if ('unitType' in next) setOrDrop(params, 'unit', next.unitType);
          if ('minToman' in next) setOrDrop(params, 'min', next.minToman?.toString());
          if ('maxToman' in next) setOrDrop(params, 'max', next.maxToman?.toString());
          if ('colorId' in next) setOrDrop(params, 'color', next.colorId);
          if ('designId' in next) setOrDrop(params, 'design', next.designId);
          if ('inStock' in next) setOrDrop(params, 'stock', next.inStock ? '1' : undefined);
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [state, change];
}

function setOrDrop(params: URLSearchParams, name: string, value: string | undefined) {
  if (value) params.set(name, value);
  else params.delete(name);
}
