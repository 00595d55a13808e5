import type { UpdateInventoryBody } from '@ela/contracts';
import { InventoryErrors } from './inventory-errors';

/** An admin's change of stock: steps to add or take away, or a new stock against the version read. */
export type StockChange = { delta: number } | { stock: number; readVersion: number };

/** What the inventory holds now, read under its row lock. */
export interface StockNow {
  stock: number;
  version: number;
}

/** The change a body asks for, or null when it leaves stock alone (the schema pairs the fields). */
export function stockChangeOf(body: UpdateInventoryBody): StockChange | null {
  if (body.stockDelta !== undefined) return { delta: body.stockDelta };
  if (body.stock !== undefined && body.stockVersion !== undefined)
    return { stock: body.stock, readVersion: body.stockVersion };
  return null;
}

/**
 * The steps to add to the stock held now. A stock set outright counts only against the version it
 * was read at: after any move since (a reservation above all) it would undo that move.
 */
export function stockDeltaOf(change: StockChange, now: StockNow): number {
  if ('stock' in change && change.readVersion !== now.version) throw InventoryErrors.stockStale();
  const delta = 'delta' in change ? change.delta : change.stock - now.stock;
  if (now.stock + delta < 0) throw InventoryErrors.stockBelowZero();
  return delta;
}
