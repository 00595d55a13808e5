import { z } from 'zod';
import { UNIT_TYPES, type UnitType } from '../enums';
import { cursorParam, idSchema, listQuery, wholeNumber } from '../common.schemas';
import { MAX_RIALS } from './money';
import type { ImageRef } from './image';
import { multilineText, safeText } from '../text';

/** A product: what is sold, measured in one unit type, through its inventories. */
export interface Product {
  id: string;
  name: string;
  description: string;
  categoryId: string;
  categoryName: string;
  unitType: UnitType;
  /** Lowest price a customer pays now among its inventories, whole Rials per unit step. */
  minPrice: number | null;
  onSale: boolean;
  image: ImageRef | null;
  /** The inventory a product card opens (/product/{name}): the cheapest in stock, else the cheapest. */
  inventoryName: string | null;
  similarProductIds: string[];
  setProductIds: string[];
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

const related = z.array(idSchema).max(20).default([]);

/** Body of POST /products/create-one. */
export const createProductBody = z
  .object({
    name: safeText().min(2).max(200).describe('Product name shown to customers'),
    description: multilineText().max(5000).default('').describe('Long description'),
    categoryId: idSchema.describe('The category it is listed under'),
    unitType: z.enum(UNIT_TYPES).describe('How the product is measured when sold'),
    similarProductIds: related.describe('Products shown as similar'),
    setProductIds: related.describe('Products sold together with it'),
  })
  .strict();
export type CreateProductBody = z.infer<typeof createProductBody>;

/** Body of PATCH /products/update-one/{id}. */
export const updateProductBody = z
  .object({
    name: safeText().min(2).max(200),
    description: multilineText().max(5000),
    categoryId: idSchema,
    unitType: z.enum(UNIT_TYPES),
    similarProductIds: z.array(idSchema).max(20),
    setProductIds: z.array(idSchema).max(20),
  })
  .partial()
  .strict();
export type UpdateProductBody = z.infer<typeof updateProductBody>;

export const PRODUCT_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const priceBound = wholeNumber().pipe(z.number().min(0).max(MAX_RIALS));

/** Query of GET /products/get-all. */
export const listProductsQuery = listQuery(PRODUCT_SORTS)
  .extend({
    categoryId: idSchema.optional().describe('Only this category and its subcategories'),
    unitType: z.enum(UNIT_TYPES).optional(),
    minPrice: priceBound.optional().describe('Lowest price now at least this, whole Rials per unit step'),
    maxPrice: priceBound.optional().describe('Lowest price now at most this, whole Rials per unit step'),
    colorId: idSchema.optional().describe('Only products with a live inventory in this colour'),
    designId: idSchema.optional().describe('Only products with a live inventory in this design'),
    inStock: z.enum(['true', 'false']).optional().describe('true: only products with something in stock'),
    cursor: cursorParam,
  })
  .strict()
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['maxPrice'],
    message: 'حداکثر قیمت نباید کمتر از حداقل قیمت باشد',
  });
export type ListProductsQuery = z.infer<typeof listProductsQuery>;

/** Query of GET /products/deleted-products: the recycle bin's products, `q` looking in their names. */
export const listDeletedProductsQuery = listQuery(['deleted_newest'] as const);
export type ListDeletedProductsQuery = z.infer<typeof listDeletedProductsQuery>;
