import type { ProductSort, UnitType } from '@ela/contracts';
import { formatNumber } from '@ela/web-kit';
import { SORT_LABELS, type ProductFilterState } from '../hooks/use-product-filter';
import { UNIT_TYPE_LABELS } from '../unit-types';
import { ListingFilters } from './listing-filters';
import './listing-controls.css';

interface Props {
  filter: ProductFilterState;
  onChange: (change: Partial<ProductFilterState>) => void;
  /** How many products match, once known. */
  total?: number;
}

const UNIT_CHIPS: Array<{ value?: UnitType; label: string }> = [
  { label: 'همه' },
  ...(['meter', 'half_meter', 'count'] as const).map((value) => ({ value, label: UNIT_TYPE_LABELS[value] })),
];

/** Sort order, unit-type chips and the other filters above a product grid. */
export function ListingControls({ filter, onChange, total }: Props) {
  return (
    <>
      <div className="listing-controls">
        <div className="chip-group" role="group" aria-label="نوع فروش">
          {UNIT_CHIPS.map((chip) => (
            <button
              key={chip.label}
              type="button"
              className="chip"
              aria-pressed={filter.unitType === chip.value}
              onClick={() => onChange({ unitType: chip.value })}
            >
              {chip.label}
            </button>
          ))}
        </div>
        <div className="listing-controls__end">
          {total !== undefined && (
            <span className="listing-controls__count">{formatNumber(total)} محصول</span>
          )}
          <label className="sort-select">
            <span>مرتب‌سازی:</span>
            <select
              value={filter.sort}
              onChange={(event) => onChange({ sort: event.target.value as ProductSort })}
            >
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <ListingFilters filter={filter} onChange={onChange} />
    </>
  );
}
