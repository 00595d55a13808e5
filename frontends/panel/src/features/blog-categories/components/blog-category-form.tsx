import type { CreateBlogCategoryBody } from '@ela/contracts';
import { Link } from 'react-router';
import { Field } from '../../../shared/forms/field';
import { cleanWholeNumberInput } from '../../../shared/forms/rules';
import { useForm } from '../../../shared/forms/use-form';
import {
  blogCategoryBody,
  validateBlogCategory,
  type BlogCategoryFormValues,
} from './blog-category-form.model';

interface Props {
  initial: BlogCategoryFormValues;
  submitLabel: string;
  onSubmit: (body: CreateBlogCategoryBody) => Promise<unknown>;
}

/** A blog category's name, description and place in the shop's list. */
export function BlogCategoryForm({ initial, submitLabel, onSubmit }: Props) {
  const { values, set, errors, busy, submit } = useForm(initial, validateBlogCategory);
  return (
    <form
      className="panel-card panel-form"
      noValidate
      onSubmit={submit((v) => onSubmit(blogCategoryBody(v)))}
    >
      <div className="panel-form__grid">
        <Field label="نام دسته‌بندی" error={errors.name} required hint="مثلاً آموزش دوخت">
          {(control) => (
            <input
              {...control}
              className="panel-input"
              maxLength={60}
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
            />
          )}
        </Field>
        <Field label="ترتیب" error={errors.order} hint="کوچک‌تر زودتر نمایش داده می‌شود">
          {(control) => (
            <input
              {...control}
              className="panel-input"
              inputMode="numeric"
              value={values.order}
              onChange={(event) => set('order', cleanWholeNumberInput(event.target.value))}
            />
          )}
        </Field>
        <Field label="توضیحات" error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              className="panel-input"
              rows={3}
              maxLength={500}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="panel-form__footer">
        <button type="submit" className="panel-button" disabled={busy}>
          {busy ? 'در حال ذخیره…' : submitLabel}
        </button>
        <Link className="panel-button panel-button--ghost" to="/panel/blog/categories">
          انصراف
        </Link>
      </div>
    </form>
  );
}
