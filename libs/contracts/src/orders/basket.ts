import { z } from 'zod';
import type { UnitType } from '../enums';
import type { Color } from '../catalog/color';
import type { Design } from '../catalog/design';
import type { ImageRef } from '../catalog/image';
import { idSchema, wholeNumber } from '../common.schemas';
import { BASKET_LIMITS } from './basket-limits';

export { BASKET_LIMITS } from './basket-limits';

/** Unit steps of one line: one item, one half meter or one meter, as the inventory counts. */
export const basketQuantity = wholeNumber()
  .pipe(z.number().min(1).max(BASKET_LIMITS.maxQuantity))
  .describe(`Whole unit steps, 1 to ${BASKET_LIMITS.maxQuantity}`);

export const basketLineInput = z.object({ inventoryId: idSchema, quantity: basketQuantity }).strict();
export type BasketLineInput = z.infer<typeof basketLineInput>;

/** Lines as a client sends them: each inventory at most once. */
export const basketLinesInput = z
  .array(basketLineInput)
  .max(BASKET_LIMITS.maxLines)
  .refine((lines) => new Set(lines.map((l) => l.inventoryId)).size === lines.length, {
    message: 'هر کالا فقط یک بار می‌تواند در سبد بیاید',
  });

/**
 * Body of POST /basket/create. `replace` (the default) makes these the basket's lines, so an
 * empty list empties it; `merge` adds them to the open basket, summing the quantities of an
 * inventory already there (as after login, with what a visitor had collected), as far as
 * `BASKET_LIMITS` allow, and answers what it left out (`BasketTrim`).
 */
export const createBasketBody = z
  .object({
    lines: basketLinesInput,
    mode: z.enum(['replace', 'merge']).default('replace'),
  })
  .strict();
export type CreateBasketBody = z.infer<typeof createBasketBody>;

/** Whether a line can be bought as it stands. */
export const LINE_STOCK_STATES = ['in_stock', 'not_enough', 'sold_out', 'deleted'] as const;
export type LineStockState = (typeof LINE_STOCK_STATES)[number];

/** One line of a basket, priced now from the catalog. Amounts are whole Rials. */
export interface PricedBasketLine {
  inventoryId: string;
  quantity: number;
  stockState: LineStockState;
  /** Unit steps in stock now; 0 when sold out or deleted. */
  available: number;
  /** The catalog's product and category; null (as below) for a deleted inventory, which the catalog no longer describes. */
  productId: string | null;
  categoryId: string | null;
  unitType: UnitType | null;
  name: string | null;
  productName: string | null;
  /** What the customer chose, to show beside the line; null for a deleted inventory. */
  color: Color | null;
  design: Design | null;
  /** The inventory's first picture, or null. */
  image: ImageRef | null;
  /** Regular price of one unit step (one item, one half meter or one meter). */
  pricePerStep: number | null;
  /** Sale price of one unit step while on sale, else null. */
  salePricePerStep: number | null;
  /** What one step costs now: the sale price on sale, else the price. */
  effectivePricePerStep: number | null;
  /** quantity × effective price; null for a deleted inventory. */
  lineTotal: number | null;
  /** Whether the line is in the totals: only lines that can be bought as they stand. */
  counted: boolean;
}

/** Sums over the counted lines. */
export interface BasketTotals {
  /** At regular prices. */
  subtotal: number;
  /** What the sale prices take off. */
  saleSavings: number;
  /** subtotal − saleSavings: what the lines cost now. */
  total: number;
}

/** Answer of GET /basket and POST /basket/create: the caller's open basket, priced now. */
export interface PricedBasket {
  id: string | null;
  lines: PricedBasketLine[];
  totals: BasketTotals;
  /** True when there is at least one line and every line is in stock. */
  ready: boolean;
  updatedAt: string | null;
}

/** A line a merge added with fewer steps than asked, so as not to pass `BASKET_LIMITS.maxQuantity`. */
export interface CutBasketLine {
  inventoryId: string;
  /** Steps the merge asked to add. */
  asked: number;
  /** Steps it added (0 when the line was already at the limit). */
  added: number;
}

/**
 * What a merge left out to keep the basket within `BASKET_LIMITS`, or could not add at all; a
 * merge takes what fits rather than refusing the whole, and says what it did not take.
 */
export interface BasketTrim {
  /** New lines not added: the basket already held `BASKET_LIMITS.maxLines` lines. */
  droppedLines: BasketLineInput[];
  /** Lines added short of what was asked. */
  cutLines: CutBasketLine[];
  /** Inventories the catalog does not have (deleted, or never there): skipped. */
  unknownInventories: string[];
}

/** Answer of POST /basket/create: the basket priced now; a merge's also says what it left out. */
export interface SavedBasket extends PricedBasket {
  /** On a merge only; its lists are empty when everything fitted. */
  trimmed?: BasketTrim;
}

/** Whether a merge left anything out. */
export function wasTrimmed(trim: BasketTrim | undefined): trim is BasketTrim {
  return Boolean(
    trim && (trim.droppedLines.length || trim.cutLines.length || trim.unknownInventories.length),
  );
}
