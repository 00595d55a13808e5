import { z } from 'zod';
import { idSchema, listQuery, wholeNumber } from '../common.schemas';
import { uploadedImage, type ImageRef } from './image';
import { multilineText, safeText } from '../text';

export const POSTER_VARIANTS = ['desktop', 'mobile'] as const;
export type PosterVariant = (typeof POSTER_VARIANTS)[number];

export interface Category {
  id: string;
  parentId: string | null;
  name: string;
  description: string;
  /** Position among its siblings, smallest first. */
  order: number;
  posters: Record<PosterVariant, ImageRef | null>;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface CategoryNode extends Category {
  children: CategoryNode[];
}

const nullableParent = z.preprocess((v) => (v === '' || v === 'null' ? null : v), idSchema.nullable());

/** Body of POST /categories (multipart: fields, and an optional `file` as the desktop poster). */
export const createCategoryBody = z
  .object({
    name: safeText().min(1).max(80),
    description: multilineText().max(2000).default(''),
    parentId: nullableParent.default(null).describe('Parent category; empty for a main category'),
    order: wholeNumber().pipe(z.number().min(0).max(10000)).default(0),
    upload: uploadedImage.optional().describe('Set by the gateway from the `file` part'),
  })
  .strict();
export type CreateCategoryBody = z.infer<typeof createCategoryBody>;

/** Body of PUT /categories/{id}. */
export const updateCategoryBody = z
  .object({
    name: safeText().min(1).max(80).optional(),
    description: multilineText().max(2000).optional(),
    parentId: nullableParent.optional(),
    order: wholeNumber().pipe(z.number().min(0).max(10000)).optional(),
    /** Brings a deleted category back from the recycle bin. */
    restore: z.literal(true).optional(),
  })
  .strict();
export type UpdateCategoryBody = z.infer<typeof updateCategoryBody>;

/** Params of POST /categories/image/poster/{id}/{variant}: which category, which poster. */
export const posterParams = z.object({ id: idSchema, variant: z.enum(POSTER_VARIANTS) }).strict();
export const posterBody = z.object({ upload: uploadedImage }).strict();

/** Query of GET /categories: `q` looks in the names, folded as search folds them. */
export const listCategoriesQuery = listQuery(['order', 'name', 'newest'] as const);
export type ListCategoriesQuery = z.infer<typeof listCategoriesQuery>;
