import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { CategoryNode } from '@ela/contracts';
import { CategorySelect } from '../../../shared/categories/category-select';
import { flattenCategories, subtreeIds } from '../../../shared/categories/category-tree';
import { ImageField } from '../../../shared/components/image-field';
import { UploadProgress } from '../../../shared/components/upload-progress';
import { Field } from '../../../shared/forms/field';
import { cleanWholeNumberInput } from '../../../shared/forms/rules';
import { useForm } from '../../../shared/forms/use-form';
import { useUpload, type ProgressListener } from '../../../shared/images/use-upload';
import type { CategoryFields } from '../api/categories.api';
import { categoryFields, validateCategory, type CategoryFormValues } from './category-form.model';

interface CategoryFormProps {
  initial: CategoryFormValues;
  tree: CategoryNode[];
  /** The category being edited: it cannot move under itself or its own subcategories. */
  categoryId?: string;
  /** A new category may take its desktop poster along; an existing one changes posters apart. */
  withPoster?: boolean;
  submitLabel: string;
  onSubmit: (fields: CategoryFields, poster: File | null, onProgress: ProgressListener) => Promise<unknown>;
}

/** A category's name, description, place in the tree and order among its siblings. */
export function CategoryForm({
  initial,
  tree,
  categoryId,
  withPoster,
  submitLabel,
  onSubmit,
}: CategoryFormProps) {
  const { values, set, errors, busy, submit } = useForm(initial, validateCategory);
  const [poster, setPoster] = useState<File | null>(null);
  const upload = useUpload();
  const options = useMemo(() => flattenCategories(tree), [tree]);
  const blocked = useMemo(() => (categoryId ? subtreeIds(tree, categoryId) : undefined), [tree, categoryId]);
  const send = submit((v: CategoryFormValues) =>
    upload.track((onProgress) => onSubmit(categoryFields(v), poster, onProgress)),
  );

  return (
    <form className="panel-card panel-form" noValidate onSubmit={send}>
      <div className="panel-form__grid">
        <Field label="نام دسته‌بندی" error={errors.name} required>
          {(control) => (
            <input
              {...control}
              className="panel-input"
              maxLength={80}
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
            />
          )}
        </Field>
        <Field label="دستهٔ والد" error={errors.parentId} hint="خالی: دستهٔ اصلی">
          {(control) => (
            <CategorySelect
              {...control}
              options={options}
              value={values.parentId}
              emptyLabel="بدون والد (دستهٔ اصلی)"
              disabledIds={blocked}
              onChange={(id) => set('parentId', id)}
            />
          )}
        </Field>
        <Field label="ترتیب" error={errors.order} hint="در میان هم‌سطح‌ها، عدد کوچک‌تر جلوتر است">
          {(control) => (
            <input
              {...control}
              className="panel-input panel-input--ltr"
              inputMode="numeric"
              value={values.order}
              onChange={(event) => set('order', cleanWholeNumberInput(event.target.value))}
            />
          )}
        </Field>
      </div>
      <Field label="توضیحات" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            className="panel-input"
            maxLength={2000}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        )}
      </Field>
      {withPoster && (
        <ImageField
          label="پوستر دسکتاپ"
          file={poster}
          onFile={setPoster}
          hint="اختیاری؛ پوستر موبایل را پس از ثبت، در صفحهٔ ویرایش بگذارید"
          error={errors.upload}
          disabled={busy}
        />
      )}
      {upload.progress !== null && poster && <UploadProgress share={upload.progress} />}
      <div className="panel-form__footer">
        <button type="submit" className="panel-button" disabled={busy}>
          {busy ? 'در حال ذخیره…' : submitLabel}
        </button>
        <Link className="panel-button panel-button--ghost" to="/panel/categories">
          انصراف
        </Link>
      </div>
    </form>
  );
}
