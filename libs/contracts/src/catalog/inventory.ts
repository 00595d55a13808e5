import { z } from 'zod';
import type { UnitType } from '../enums';
import { idSchema, listQuery, wholeNumber } from '../common.schemas';
import { wholeTomanRials } from './money';
import { imageKey, uploadedImage, type ImageRef } from './image';
import type { Color } from './color';
import type { Design } from './design';
import { safeText } from '../text';
import { MESSAGES } from '../errors';

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
  /** Whole Rials per unit step, a whole Toman (catalog/money.ts). */
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

/**
 * An inventory as the catalog answers it, on every route: with the version of its stock, which
 * counts every move of `stock` (an admin's change, a reservation, a release). The shop reads it as
 * an `Inventory`; the panel sends the version back when it sets the stock outright.
 */
export interface VersionedInventory extends Inventory {
  stockVersion: number;
}

/** Most unit steps one inventory holds, and the largest change an admin makes at once. */
export const MAX_STOCK_STEPS = 10_000_000;
const stockSteps = wholeNumber().pipe(z.number().min(0).max(MAX_STOCK_STEPS));

const price = wholeTomanRials('قیمت');
const salePrice = wholeTomanRials('قیمت حراج');
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
    price: price.describe('Whole Rials per unit step'),
    salePrice: salePrice
      .nullable()
      .default(null)
      .describe('Lower price while on sale; null when not on sale'),
    stock: stockSteps.describe('Unit steps in stock'),
  })
  .strict()
  .refine((b) => b.salePrice === null || b.salePrice < b.price, {
    path: ['salePrice'],
    message: 'قیمت حراج باید کمتر از قیمت اصلی باشد',
  });
export type CreateInventoryBody = z.infer<typeof createInventoryBody>;

/**
 * Body of PATCH /products/inventory/{id}; `imageOrder` reorders the images by key. Stock changes
 * either by `stockDelta`, or outright by `stock` with the `stockVersion` the admin read.
 */
export const updateInventoryBody = z
  .object({
    name: inventoryName,
    colorId: idSchema.nullable(),
    designId: idSchema.nullable(),
    price,
    salePrice: salePrice.nullable(),
    stock: stockSteps.describe(
      'Unit steps in stock, set outright: only with the stockVersion it was read at',
    ),
    stockVersion: wholeNumber()
      .pipe(z.number().min(0).max(2_147_483_647))
      .describe('The inventory’s stockVersion when `stock` was read; another is a 409 (CATALOG.STOCK_STALE)'),
    stockDelta: wholeNumber()
      .pipe(z.number().min(-MAX_STOCK_STEPS).max(MAX_STOCK_STEPS))
      .describe('Unit steps to add (or, negative, to take away) whatever the stock is now'),
    imageOrder: z.array(imageKey).max(20),
  })
  .partial()
  .strict()
  // An outright stock read before a reservation would give the reservation's steps back.
  .superRefine((body, ctx) => {
    const problem = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (body.stock !== undefined && body.stockVersion === undefined)
      problem('stockVersion', MESSAGES.stockNeedsVersion);
    if (body.stock === undefined && body.stockVersion !== undefined)
      problem('stock', MESSAGES.stockVersionAlone);
    if (body.stock !== undefined && body.stockDelta !== undefined)
      problem('stockDelta', MESSAGES.stockTwoWays);
  });
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
