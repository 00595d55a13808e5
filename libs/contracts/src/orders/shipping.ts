import { z } from 'zod';
import { idSchema, listQuery, wholeNumber } from '../common.schemas';

/**
 * The shipping weight and box of one unit step (one item, one half meter, one meter) of a
 * product, or of every product in a category without an entry of its own.
 */
export interface VolumetricWeight {
  id: string;
  /** Exactly one of productId and categoryId is set. */
  productId: string | null;
  categoryId: string | null;
  /** Grams per unit step, packed. */
  weightGrams: number;
  /** Box of one unit step, whole centimetres. */
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  createdAt: string;
  updatedAt: string;
}

/** Up to 1,000 kg per unit step and 10 m a side keep every product of them an exact integer. */
const grams = wholeNumber().pipe(z.number().min(1).max(1_000_000));
const cm = wholeNumber().pipe(z.number().min(1).max(1000));

const measures = {
  weightGrams: grams.describe('Shipping weight of one unit step, in grams'),
  lengthCm: cm.describe('Box length of one unit step, in cm'),
  widthCm: cm.describe('Box width of one unit step, in cm'),
  heightCm: cm.describe('Box height of one unit step, in cm'),
};

/** Body of POST /shipping: for a product or for a category, never both. */
export const createVolumetricWeightBody = z
  .object({
    productId: idSchema.optional().describe('The product this entry is for'),
    categoryId: idSchema.optional().describe('The category this entry is for (and its subcategories)'),
    ...measures,
  })
  .strict()
  .refine((b) => (b.productId === undefined) !== (b.categoryId === undefined), {
    message: 'دقیقاً یکی از productId یا categoryId لازم است',
    path: ['productId'],
  });
export type CreateVolumetricWeightBody = z.infer<typeof createVolumetricWeightBody>;

/** Body of PATCH /shipping/{id}: the measures only; another target is another entry. */
export const updateVolumetricWeightBody = z
  .object(measures)
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'دست‌کم یک فیلد برای تغییر لازم است');
export type UpdateVolumetricWeightBody = z.infer<typeof updateVolumetricWeightBody>;

/** Query of GET /shipping. */
export const listVolumetricWeightsQuery = listQuery(['newest'] as const)
  .omit({ q: true })
  .extend({
    productId: idSchema.optional().describe('Only the entry of this product'),
    categoryId: idSchema.optional().describe('Only the entry of this category'),
  })
  .strict();
export type ListVolumetricWeightsQuery = z.infer<typeof listVolumetricWeightsQuery>;
