import type { CreateBlogCategoryBody } from '@ela/contracts';
import { FormFooter } from '../../../shared/forms/form-footer';
import { cleanWholeNumberInput } from '../../../shared/forms/rules';
import { TextAreaField, TextField } from '../../../shared/forms/text-field';
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
  const { field, busy, submit } = useForm(initial, validateBlogCategory);
  return (
    <form
      className="panel-card panel-form"
      noValidate
      onSubmit={submit((v) => onSubmit(blogCategoryBody(v)))}
    >
      <div className="panel-form__grid">
        <TextField label="نام دسته‌بندی" required hint="مثلاً آموزش دوخت" maxLength={60} {...field('name')} />
        <TextField
          label="ترتیب"
          hint="کوچک‌تر زودتر نمایش داده می‌شود"
          inputMode="numeric"
          {...field('order', cleanWholeNumberInput)}
        />
        <TextAreaField label="توضیحات" rows={3} maxLength={500} {...field('description')} />
      </div>
      <FormFooter busy={busy} submitLabel={submitLabel} cancel="/panel/blog/categories" />
    </form>
  );
}
