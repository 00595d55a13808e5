import { z } from 'zod';
import { UNIT_TYPES, type UnitType } from '../enums';
import { listQuery, wholeNumber } from '../common.schemas';

/** Largest amount of Rials the API accepts; JSON numbers stay exact below 2^53. */
export const MAX_RIALS = Number.MAX_SAFE_INTEGER;

/** A product as the API shows it. Prices are whole Rials. */
export interface Product {
  id: string;
  name: string;
  description: string;
  unitType: UnitType;
  price: number;
  createdAt: string;
  updatedAt: string;
}

/** Body of POST /products/create-one. */
export const createProductBody = z
  .object({
    name: z.string().trim().min(2).max(200).describe('Product name shown to customers'),
    description: z.string().trim().max(5000).default('').describe('Long description'),
    unitType: z.enum(UNIT_TYPES).describe('How the product is measured when sold'),
    price: wholeNumber().pipe(z.number().min(0).max(MAX_RIALS)).describe('Price of one unit in whole Rials'),
  })
  .strict();
export type CreateProductBody = z.infer<typeof createProductBody>;

export const PRODUCT_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Query of GET /products/get-all. */
export const listProductsQuery = listQuery(PRODUCT_SORTS);
export type ListProductsQuery = z.infer<typeof listProductsQuery>;
