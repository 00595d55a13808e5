import type { ControlProps } from '../forms/field';
import type { CategoryOption } from './category-tree';

interface CategorySelectProps extends Partial<ControlProps> {
  options: CategoryOption[];
  value: string;
  onChange: (id: string) => void;
  /** The first option, for «none»: «همهٔ دسته‌بندی‌ها», «بدون والد», «انتخاب کنید». */
  emptyLabel: string;
  /** Categories that may not be chosen (a category and its descendants, as its own parent). */
  disabledIds?: Set<string>;
  'aria-label'?: string;
}

/** A category picked from the tree, each one indented under its parent. */
export function CategorySelect({
  options,
  value,
  onChange,
  emptyLabel,
  disabledIds,
  ...rest
}: CategorySelectProps) {
  return (
    <select
      {...rest}
      className="panel-input"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{emptyLabel}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id} disabled={disabledIds?.has(option.id)} title={option.path}>
          {`${'\u00a0\u00a0\u00a0'.repeat(option.depth)}${option.depth ? '└ ' : ''}${option.name}`}
        </option>
      ))}
    </select>
  );
}
