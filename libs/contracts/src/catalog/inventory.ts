import { z } from 'zod';
import type { UnitType } from '../enums';
import { idSchema, listQuery, wholeNumber } from '../common.schemas';
import { MAX_RIALS } from './money';
import { imageKey, uploadedImage, type ImageRef } from './image';
import type { Color } from './color';
import type { Design } from './design';
import { safeText } from '../text';

/**
 * One sellable item of a product: its colour and design, price and stock. Stock and
 * quantities count unit steps (one item, one half meter, or one meter), always whole.
 */
export interface Inventory {
  id: string;
  productId: string;
  productName: string;
  unitType: UnitType;
  categoryId: string;
  /** Unique; the shop's product page is /product/{name}. */
  name: string;
  productNumber: number;
  color: Color | null;
  design: Design | null;
  /** Whole Rials per unit step. */
  price: number;
  salePrice: number | null;
  onSale: boolean;
  /** What a customer pays per unit step now. */
  effectivePrice: number;
  stock: number;
  images: ImageRef[];
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

const rials = wholeNumber().pipe(z.number().min(0).max(MAX_RIALS));
const inventoryName = safeText()
  .min(2)
  .max(120)
  .regex(/^[^/?#%\\]+$/, 'نام نباید / ? # % یا \\ داشته باشد')
  .describe('Unique name, used in the product page address');

/** Body of POST /products/inventory. */
export const createInventoryBody = z
  .object({
    productId: idSchema,
    name: inventoryName,
    productNumber: wholeNumber()
      .pipe(z.number().min(1).max(99_999_999))
      .optional()
      .describe('Given when empty'),
    colorId: idSchema.nullable().default(null),
    designId: idSchema.nullable().default(null),
    price: rials.describe('Whole Rials per unit step'),
    salePrice: rials.nullable().default(null).describe('Lower price while on sale; null when not on sale'),
    stock: wholeNumber().pipe(z.number().min(0).max(10_000_000)).describe('Unit steps in stock'),
  })
  .strict()
  .refine((b) => b.salePrice === null || b.salePrice < b.price, {
    path: ['salePrice'],
    message: 'قیمت حراج باید کمتر از قیمت اصلی باشد',
  });
export type CreateInventoryBody = z.infer<typeof createInventoryBody>;

/** Body of PATCH /products/inventory/{id}; `imageOrder` reorders the images by key. */
export const updateInventoryBody = z
  .object({
    name: inventoryName,
    colorId: idSchema.nullable(),
    designId: idSchema.nullable(),
    price: rials,
    salePrice: rials.nullable(),
    stock: wholeNumber().pipe(z.number().min(0).max(10_000_000)),
    imageOrder: z.array(imageKey).max(20),
  })
  .partial()
  .strict();
export type UpdateInventoryBody = z.infer<typeof updateInventoryBody>;

export const INVENTORY_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc', 'name'] as const;

/** Query of GET /products/inventory. */
export const listInventoriesQuery = listQuery(INVENTORY_SORTS)
  .extend({
    productId: idSchema.optional(),
    categoryId: idSchema.optional(),
    onSale: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type ListInventoriesQuery = z.infer<typeof listInventoriesQuery>;

/** Query of GET /products/inventory/ids: up to 100 ids, comma-separated. */
export const inventoryIdsQuery = z
  .object({
    ids: safeText()
      .transform((v) => [
        ...new Set(
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(idSchema).min(1).max(100)),
  })
  .strict();

/** Params of DELETE /products/inventory/{productId}/{inventoryId}. */
export const inventoryOfProductParams = z.object({ productId: idSchema, inventoryId: idSchema }).strict();

/** Body of POST /products/inventory/upload-image/{id}. */
export const inventoryImageBody = z.object({ upload: uploadedImage }).strict();
/** Body of PATCH /products/inventory/remove-image/{id}. */
export const removeImageBody = z.object({ key: imageKey }).strict();

export const productNumberParams = z
  .object({ n: wholeNumber().pipe(z.number().min(1).max(99_999_999)) })
  .strict();
export const nameParams = z.object({ name: safeText().min(1).max(200) }).strict();
