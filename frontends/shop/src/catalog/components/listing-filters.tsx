import { useId, useState } from 'react';
import { formatNumber, normalizeNumericInput } from '@ela/web-kit';
import { getColors, getDesigns } from '../api/get-filter-choices';
import { activeFilters, type ProductFilterState } from '../hooks/use-product-filter';
import { useResource } from '../../hooks/use-resource';
import './listing-filters.css';

interface Props {
  filter: ProductFilterState;
  onChange: (change: Partial<ProductFilterState>) => void;
}

/**
 * Narrows a product listing by price range (Toman, any digits), colour, design and stock, all kept
 * in the address. Folded away under «فیلترها» (with how many are on) until opened.
 */
export function ListingFilters({ filter, onChange }: Props) {
  const count = activeFilters(filter);
  const [open, setOpen] = useState(count > 0);
  const id = useId();
  // The choices are read once the panel is open, or a colour or design in the address needs its name.
  const wanted = open || filter.colorId !== undefined || filter.designId !== undefined;
  const colors = useResource(wanted ? 'colors' : null, getColors);
  const designs = useResource(wanted ? 'designs' : null, getDesigns);
  return (
    <details className="listing-filters" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="listing-filters__summary">
        فیلترها{count > 0 && <span className="listing-filters__count">{formatNumber(count)}</span>}
      </summary>
      <div className="listing-filters__body">
        <fieldset className="listing-filters__price">
          <legend>بازهٔ قیمت (تومان)</legend>
          {/* Keyed by the value, so a change from elsewhere (clearing the filters) resets what is typed. */}
          <PriceInput
            key={`min-${filter.minToman}`}
            label="از"
            value={filter.minToman}
            onCommit={(minToman) => onChange({ minToman })}
          />
          <PriceInput
            key={`max-${filter.maxToman}`}
            label="تا"
            value={filter.maxToman}
            onCommit={(maxToman) => onChange({ maxToman })}
          />
        </fieldset>
        <label className="listing-filters__field" htmlFor={`${id}-color`}>
          رنگ
          <select
            id={`${id}-color`}
            value={filter.colorId ?? ''}
            onChange={(event) => onChange({ colorId: event.target.value || undefined })}
          >
            <option value="">همهٔ رنگ‌ها</option>
            {colors.status === 'success' &&
              colors.data.map((color) => (
                <option key={color.id} value={color.id}>
                  {color.name}
                </option>
              ))}
          </select>
        </label>
        <label className="listing-filters__field" htmlFor={`${id}-design`}>
          طرح
          <select
            id={`${id}-design`}
            value={filter.designId ?? ''}
            onChange={(event) => onChange({ designId: event.target.value || undefined })}
          >
            <option value="">همهٔ طرح‌ها</option>
            {designs.status === 'success' &&
              designs.data.map((design) => (
                <option key={design.id} value={design.id}>
                  {design.name}
                </option>
              ))}
          </select>
        </label>
        <label className="listing-filters__check">
          <input
            type="checkbox"
            checked={filter.inStock ?? false}
            onChange={(event) => onChange({ inStock: event.target.checked || undefined })}
          />
          فقط کالاهای موجود
        </label>
        {count > 0 && (
          <button
            type="button"
            className="link-button"
            onClick={() =>
              onChange({
                minToman: undefined,
                maxToman: undefined,
                colorId: undefined,
                designId: undefined,
                inStock: undefined,
              })
            }
          >
            حذف فیلترها
          </button>
        )}
      </div>
    </details>
  );
}

/** A Toman amount typed in any digits, shown with Persian ones; applied when the field is left or Enter. */
function PriceInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value?: number;
  onCommit: (toman?: number) => void;
}) {
  const shown = value === undefined ? '' : formatNumber(value);
  const [draft, setDraft] = useState(shown);
  const commit = () => {
    const digits = normalizeNumericInput(draft);
    const next = digits ? Number(digits) : undefined;
    if (next !== value) onCommit(next);
    else setDraft(shown);
  };
  return (
    <label className="listing-filters__field">
      {label}
      <input
        className="input"
        inputMode="numeric"
        autoComplete="off"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
    </label>
  );
}
