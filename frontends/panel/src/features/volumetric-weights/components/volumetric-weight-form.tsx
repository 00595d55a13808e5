import type { ReactNode } from 'react';
import type { CreateVolumetricWeightBody } from '@ela/contracts';
import { formatNumber } from '@ela/web-kit';
import { CategorySelect } from '../../../shared/categories/category-select';
import type { CategoryOption } from '../../../shared/categories/category-tree';
import { Field } from '../../../shared/forms/field';
import { FormFooter } from '../../../shared/forms/form-footer';
import { cleanWholeNumberInput } from '../../../shared/forms/rules';
import { TextField } from '../../../shared/forms/text-field';
import { useForm } from '../../../shared/forms/use-form';
import { ProductSearch } from './product-search';
import {
  measuresOf,
  validateVolumetric,
  volumetricBody,
  volumetricGrams,
  type Measure,
  type VolumetricFormValues,
} from './volumetric-weight-form.model';

interface VolumetricWeightFormProps {
  initial: VolumetricFormValues;
  categories: CategoryOption[];
  /** Editing: the target stays, only the measures change. */
  editing: boolean;
  /** What the entry is for, shown instead of the pickers while editing. */
  targetLabel?: ReactNode;
  submitLabel: string;
  onSubmit: (body: CreateVolumetricWeightBody) => Promise<unknown>;
  onCancel?: () => void;
}

const MEASURE_LABELS: Record<Measure, string> = {
  weightGrams: 'وزن هر واحد (گرم)',
  lengthCm: 'طول جعبه (سانتی‌متر)',
  widthCm: 'عرض جعبه (سانتی‌متر)',
  heightCm: 'ارتفاع جعبه (سانتی‌متر)',
};

/** The shipping weight and box of one unit step of a category's products, or of one product. */
export function VolumetricWeightForm(props: VolumetricWeightFormProps) {
  const { initial, categories, editing, targetLabel, submitLabel, onSubmit, onCancel } = props;
  const { values, set, field, errors, busy, submit } = useForm(initial, validateVolumetric);
  const measures = measuresOf(values);
  const volumetric = volumetricGrams(measures);
  return (
    <form
      className="panel-card panel-form"
      noValidate
      aria-label={editing ? 'ویرایش وزن حجمی' : 'افزودن وزن حجمی'}
      onSubmit={submit((v) => onSubmit(volumetricBody(v)))}
    >
      {!editing && (
        <fieldset className="panel-choice-group">
          <legend className="panel-field__label">برای</legend>
          <div className="panel-choice">
            <label>
              <input
                type="radio"
                name="vw-target"
                checked={values.target === 'category'}
                onChange={() => set('target', 'category')}
              />
              یک دسته‌بندی (و زیردسته‌هایش)
            </label>
            <label>
              <input
                type="radio"
                name="vw-target"
                checked={values.target === 'product'}
                onChange={() => set('target', 'product')}
              />
              یک محصول
            </label>
          </div>
        </fieldset>
      )}
      <div className="panel-form__grid">
        {values.target === 'category' ? (
          <Field label="دسته‌بندی" error={errors.categoryId} required>
            {(control) =>
              editing ? (
                <strong id={control.id}>{targetLabel}</strong>
              ) : (
                <CategorySelect
                  {...control}
                  options={categories}
                  value={values.categoryId}
                  onChange={(id) => set('categoryId', id)}
                  emptyLabel="انتخاب کنید"
                />
              )
            }
          </Field>
        ) : (
          <Field label="محصول" error={errors.productId} required>
            {(control) =>
              editing ? (
                <strong id={control.id}>{targetLabel}</strong>
              ) : (
                <ProductSearch control={control} value={values.product} onChange={(p) => set('product', p)} />
              )
            }
          </Field>
        )}
        {(['weightGrams', 'lengthCm', 'widthCm', 'heightCm'] as const).map((m) => (
          <TextField
            key={m}
            label={MEASURE_LABELS[m]}
            required
            className="panel-input panel-input--ltr"
            inputMode="numeric"
            autoComplete="off"
            {...field(m, cleanWholeNumberInput)}
          />
        ))}
      </div>
      <p className="panel-muted" role="status">
        وزن حجمی جعبه: {formatNumber(volumetric)} گرم (با مقسوم پیش‌فرض ۵۰۰۰)؛ هزینهٔ پست با بیشترینِ وزن واقعی
        و وزن حجمی حساب می‌شود.
      </p>
      <FormFooter busy={busy} submitLabel={submitLabel} cancel={onCancel} />
    </form>
  );
}
