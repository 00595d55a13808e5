import type { CreateVolumetricWeightBody, VolumetricWeight } from '@ela/contracts';
import { parseWholeNumber, problems, RULE_MESSAGES, type FieldErrors } from '../../../shared/forms/rules';

export interface VolumetricFormValues {
  target: 'category' | 'product';
  categoryId: string;
  product: { id: string; name: string } | null;
  weightGrams: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
}

export const EMPTY_VOLUMETRIC: VolumetricFormValues = {
  target: 'category',
  categoryId: '',
  product: null,
  weightGrams: '',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
};

export const MEASURES = ['weightGrams', 'lengthCm', 'widthCm', 'heightCm'] as const;
export type Measure = (typeof MEASURES)[number];
const MAX: Record<Measure, number> = {
  weightGrams: 1_000_000,
  lengthCm: 1000,
  widthCm: 1000,
  heightCm: 1000,
};

export function volumetricValues(w: VolumetricWeight, productName = ''): VolumetricFormValues {
  return {
    target: w.productId ? 'product' : 'category',
    categoryId: w.categoryId ?? '',
    product: w.productId ? { id: w.productId, name: productName } : null,
    weightGrams: String(w.weightGrams),
    lengthCm: String(w.lengthCm),
    widthCm: String(w.widthCm),
    heightCm: String(w.heightCm),
  };
}

function measureProblem(text: string, max: number): string | null {
  const parsed = parseWholeNumber(text, 1, max);
  if (!parsed.ok) return parsed.message;
  return parsed.value === null ? RULE_MESSAGES.required : null;
}

export function validateVolumetric(v: VolumetricFormValues): FieldErrors {
  const target =
    v.target === 'category'
      ? { categoryId: v.categoryId ? null : 'دسته‌بندی را انتخاب کنید' }
      : { productId: v.product ? null : 'محصول را انتخاب کنید' };
  return problems({
    ...target,
    ...Object.fromEntries(MEASURES.map((m) => [m, measureProblem(v[m], MAX[m])])),
  });
}

export function measuresOf(v: VolumetricFormValues): Record<Measure, number> {
  const read = (text: string) => {
    const parsed = parseWholeNumber(text);
    return parsed.ok ? (parsed.value ?? 0) : 0;
  };
  return {
    weightGrams: read(v.weightGrams),
    lengthCm: read(v.lengthCm),
    widthCm: read(v.widthCm),
    heightCm: read(v.heightCm),
  };
}

export function volumetricBody(v: VolumetricFormValues): CreateVolumetricWeightBody {
  const target = v.target === 'category' ? { categoryId: v.categoryId } : { productId: v.product?.id ?? '' };
  return { ...target, ...measuresOf(v) };
}

/** The box's volumetric weight in grams at the default divisor (5000): cm³ × 1000 / 5000. */
export function volumetricGrams(v: Record<Measure, number>): number {
  return Math.ceil((v.lengthCm * v.widthCm * v.heightCm) / 5);
}
