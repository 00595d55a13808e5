import { z } from 'zod';
import { idSchema, wholeNumber } from '../common.schemas';
import type { Inventory } from './inventory';

/** One line of a reservation: unit steps of one inventory. */
export const stockLine = z
  .object({ inventoryId: idSchema, quantity: wholeNumber().pipe(z.number().min(1).max(100_000)) })
  .strict();

/**
 * Body of the internal `catalog.stock.reserve`: every line or none. Reserving the same order
 * again answers the reservation already made and changes nothing.
 */
export const reserveStockBody = z
  .object({
    orderId: idSchema,
    lines: z
      .array(stockLine)
      .min(1)
      .max(100)
      .refine((lines) => new Set(lines.map((l) => l.inventoryId)).size === lines.length, {
        message: 'هر کالا فقط یک بار می‌تواند در رزرو بیاید',
      }),
  })
  .strict();
export type ReserveStockBody = z.infer<typeof reserveStockBody>;

export const STOCK_RESERVATION_STATES = ['reserved', 'released', 'committed'] as const;
export type StockReservationState = (typeof STOCK_RESERVATION_STATES)[number];

/** Answer of `catalog.stock.reserve`. */
export interface StockReservation {
  orderId: string;
  lines: { inventoryId: string; quantity: number; state: StockReservationState }[];
  /**
   * The lines' inventories as the reservation found them (their stock before it took any), so the
   * order is priced from the same read that held its stock; absent when the order had been
   * reserved before.
   */
  inventories?: Inventory[];
}
