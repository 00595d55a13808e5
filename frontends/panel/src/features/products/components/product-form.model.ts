import type { CreateProductBody, Product, UnitType } from '@ela/contracts';
import { lengthProblem, problems, RULE_MESSAGES, type FieldErrors } from '../../../shared/forms/rules';

/** A product picked as similar or sold with this one; the name is for showing the choice. */
export interface RelatedRef {
  id: string;
  name: string;
}

export interface ProductFormValues {
  name: string;
  description: string;
  categoryId: string;
  unitType: UnitType | '';
  similar: RelatedRef[];
  set: RelatedRef[];
}

export const MAX_RELATED = 20;

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  categoryId: '',
  unitType: '',
  similar: [],
  set: [],
};

/**
 * The form's values for an existing product. Related products come from the API's live lists, in the
 * product's order; one that was deleted since is left out (the API would refuse to keep it).
 */
export function productValues(product: Product, similar: RelatedRef[], set: RelatedRef[]): ProductFormValues {
  const live = (ids: string[], refs: RelatedRef[]) =>
    ids.flatMap((id) => refs.filter((p) => p.id === id).map((p) => ({ id: p.id, name: p.name })));
  return {
    name: product.name,
    description: product.description,
    categoryId: product.categoryId,
    unitType: product.unitType,
    similar: live(product.similarProductIds, similar),
    set: live(product.setProductIds, set),
  };
}

/** The same limits as the API (createProductBody), checked before sending. Keys are the API's fields. */
export function validateProduct(values: ProductFormValues): FieldErrors {
  const tooMany = (refs: RelatedRef[]) =>
    refs.length > MAX_RELATED ? `حداکثر ${MAX_RELATED.toLocaleString('fa-IR')} محصول` : null;
  return problems({
    name: lengthProblem(values.name, 2, 200),
    description: lengthProblem(values.description, 0, 5000),
    categoryId: values.categoryId ? null : 'دسته‌بندی را انتخاب کنید',
    unitType: values.unitType ? null : RULE_MESSAGES.required,
    similarProductIds: tooMany(values.similar),
    setProductIds: tooMany(values.set),
  });
}

/** The body of POST /products/create-one (and of PATCH, which takes the same fields). */
export function productBody(values: ProductFormValues): CreateProductBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    categoryId: values.categoryId,
    unitType: values.unitType as UnitType,
    similarProductIds: values.similar.map((p) => p.id),
    setProductIds: values.set.map((p) => p.id),
  };
}
