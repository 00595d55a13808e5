import { UNIT_TYPES, type CreateProductBody } from '@ela/contracts';
import { useResource } from '../../../shared/api/use-resource';
import { CategorySelect } from '../../../shared/categories/category-select';
import { flattenCategories, getCategoryTree } from '../../../shared/categories/category-tree';
import { Field } from '../../../shared/forms/field';
import { FormFooter } from '../../../shared/forms/form-footer';
import { TextAreaField, TextField } from '../../../shared/forms/text-field';
import { useForm } from '../../../shared/forms/use-form';
import { UNIT_TYPE_LABELS } from '../../../shared/units';
import { productBody, validateProduct, type ProductFormValues } from './product-form.model';
import { ProductPicker } from './product-picker';

interface ProductFormProps {
  initial: ProductFormValues;
  /** The product being edited; it cannot be related to itself. */
  productId?: string;
  submitLabel: string;
  onSubmit: (body: CreateProductBody) => Promise<unknown>;
}

/** The product's fields, for defining a product and for editing one. */
export function ProductForm({ initial, productId, submitLabel, onSubmit }: ProductFormProps) {
  const { values, set, field, errors, busy, submit } = useForm(initial, validateProduct);
  const tree = useResource('tree', getCategoryTree);
  const categories = flattenCategories(tree.data ?? []);

  return (
    <form className="panel-card panel-form" noValidate onSubmit={submit((v) => onSubmit(productBody(v)))}>
      <div className="panel-form__grid">
        <TextField label="نام محصول" required maxLength={200} {...field('name')} />
        <Field
          label="دسته‌بندی"
          error={errors.categoryId}
          required
          hint={tree.status === 'error' ? 'دسته‌بندی‌ها دریافت نشد' : undefined}
        >
          {(control) => (
            <CategorySelect
              {...control}
              options={categories}
              value={values.categoryId}
              emptyLabel={tree.data ? 'انتخاب کنید' : 'در حال بارگذاری…'}
              onChange={(id) => set('categoryId', id)}
            />
          )}
        </Field>
      </div>
      <fieldset className="panel-field panel-choice-group" aria-invalid={errors.unitType ? true : undefined}>
        <legend className="panel-field__label">
          نوع فروش <span className="panel-field__required">*</span>
        </legend>
        <div className="panel-choice">
          {UNIT_TYPES.map((unit) => (
            <label key={unit}>
              <input
                type="radio"
                name="unitType"
                value={unit}
                checked={values.unitType === unit}
                aria-invalid={errors.unitType ? true : undefined}
                onChange={() => set('unitType', unit)}
              />
              {UNIT_TYPE_LABELS[unit]}
            </label>
          ))}
        </div>
        {errors.unitType && <p className="panel-field__error">{errors.unitType}</p>}
      </fieldset>
      <TextAreaField label="توضیحات" maxLength={5000} {...field('description')} />
      <div className="panel-form__grid">
        <ProductPicker
          label="محصولات مشابه"
          value={values.similar}
          onChange={(refs) => set('similar', refs)}
          excludeId={productId}
          error={errors.similarProductIds}
        />
        <ProductPicker
          label="محصولات ست"
          value={values.set}
          onChange={(refs) => set('set', refs)}
          excludeId={productId}
          error={errors.setProductIds}
        />
      </div>
      <FormFooter busy={busy} submitLabel={submitLabel} cancel="/panel/products" />
    </form>
  );
}
