import type { BlogCategory, CreateBlogCategoryBody } from '@ela/contracts';
import { lengthProblem, parseWholeNumber, problems, type FieldErrors } from '../../../shared/forms/rules';

export interface BlogCategoryFormValues {
  name: string;
  description: string;
  order: string;
}

export const EMPTY_BLOG_CATEGORY: BlogCategoryFormValues = { name: '', description: '', order: '' };

export function blogCategoryValues(category: BlogCategory): BlogCategoryFormValues {
  return { name: category.name, description: category.description, order: String(category.order) };
}

export function validateBlogCategory(values: BlogCategoryFormValues): FieldErrors {
  const order = parseWholeNumber(values.order, 0, 1000);
  return problems({
    name: lengthProblem(values.name, 2, 60),
    description: lengthProblem(values.description, 0, 500),
    order: order.ok ? null : order.message,
  });
}

/** The body the API takes; an empty order is the first place. */
export function blogCategoryBody(values: BlogCategoryFormValues): CreateBlogCategoryBody {
  const order = parseWholeNumber(values.order, 0, 1000);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    order: order.ok ? (order.value ?? 0) : 0,
  };
}
