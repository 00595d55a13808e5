import type { Category } from '@ela/contracts';
import { lengthProblem, parseWholeNumber, problems, type FieldErrors } from '../../../shared/forms/rules';
import type { CategoryFields } from '../api/categories.api';

export interface CategoryFormValues {
  name: string;
  description: string;
  parentId: string;
  order: string;
}

export const MAX_ORDER = 10_000;

export function categoryValues(category?: Category, parentId = ''): CategoryFormValues {
  return {
    name: category?.name ?? '',
    description: category?.description ?? '',
    parentId: category ? (category.parentId ?? '') : parentId,
    order: category ? String(category.order) : '0',
  };
}

export function validateCategory(values: CategoryFormValues): FieldErrors {
  const order = parseWholeNumber(values.order, 0, MAX_ORDER);
  return problems({
    name: lengthProblem(values.name, 1, 80),
    description: lengthProblem(values.description, 0, 2000),
    order: order.ok ? null : order.message,
  });
}

/** The checked values as the API's fields; an empty order counts as 0, an empty parent as none. */
export function categoryFields(values: CategoryFormValues): CategoryFields {
  const order = parseWholeNumber(values.order);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    parentId: values.parentId || null,
    order: order.ok ? (order.value ?? 0) : 0,
  };
}
