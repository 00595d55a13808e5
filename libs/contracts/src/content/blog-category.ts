import { z } from 'zod';
import { wholeNumber } from '../common.schemas';
import { multilineText, safeText } from '../text';

/** A category of blog articles (not a catalog category: the blog has its own). */
export interface BlogCategory {
  id: string;
  /** Unique as people read it (Arabic and Persian letters alike). */
  name: string;
  description: string;
  /** Position in the shop's list, smallest first. */
  order: number;
  createdAt: string;
  updatedAt: string;
}

const fields = {
  name: safeText().min(2).max(60).describe('e.g. آموزش دوخت'),
  description: multilineText().max(500),
  order: wholeNumber().pipe(z.number().min(0).max(1000)),
};

/** Body of POST /blog/category. */
export const createBlogCategoryBody = z
  .object({
    name: fields.name,
    description: fields.description.default(''),
    order: fields.order.default(0),
  })
  .strict();
export type CreateBlogCategoryBody = z.infer<typeof createBlogCategoryBody>;

/** Body of PATCH /blog/category/{id}. */
export const updateBlogCategoryBody = z
  .object({
    name: fields.name.optional(),
    description: fields.description.optional(),
    order: fields.order.optional(),
  })
  .strict();
export type UpdateBlogCategoryBody = z.infer<typeof updateBlogCategoryBody>;
