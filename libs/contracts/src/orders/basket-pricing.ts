/**
 * How a basket is priced from the catalog, the same for the orders service (a customer's basket)
 * and the shop (a visitor's, from the public inventory reads): one rule, so a visitor sees the
 * prices and stock notes the basket will have after login.
 */
import type { Inventory } from '../catalog/inventory';
import type { BasketLineInput, BasketTotals, LineStockState, PricedBasket, PricedBasketLine } from './basket';

/** Rials times unit steps, refusing a result that would not stay an exact integer. */
export function times(rialsPerStep: number, steps: number): number {
  const result = rialsPerStep * steps;
  if (!Number.isSafeInteger(result)) throw new RangeError(`${rialsPerStep} × ${steps} does not fit exactly`);
  return result;
}

/** Deleted when the catalog no longer describes the inventory (it leaves deleted ones out). */
export function stockStateOf(inventory: Inventory | undefined, quantity: number): LineStockState {
  if (!inventory || inventory.deletedAt !== null) return 'deleted';
  if (inventory.stock <= 0) return 'sold_out';
  return inventory.stock < quantity ? 'not_enough' : 'in_stock';
}

/**
 * One line priced now. Quantities and prices both count unit steps (a half-meter line of 3 is
 * 1.5 m at the price of one half meter each), so the line total is one integer product.
 */
export function priceLine(line: BasketLineInput, inventory: Inventory | undefined): PricedBasketLine {
  const { inventoryId, quantity } = line;
  const stockState = stockStateOf(inventory, quantity);
  // Fields named one by one: V8 11.3 (Node 20) adds each field after a leading spread slowly (about
  // 0.6 µs a field), and every basket change and order prices its lines here.
  if (!inventory || stockState === 'deleted') {
    return {
      inventoryId,
      quantity,
      stockState: 'deleted',
      available: 0,
      productId: null,
      categoryId: null,
      unitType: null,
      name: null,
      productName: null,
      color: null,
      design: null,
      image: null,
      pricePerStep: null,
      salePricePerStep: null,
      effectivePricePerStep: null,
      lineTotal: null,
      counted: false,
    };
  }
  return {
    inventoryId,
    quantity,
    stockState,
    available: Math.max(inventory.stock, 0),
    productId: inventory.productId,
    categoryId: inventory.categoryId,
    unitType: inventory.unitType,
    name: inventory.name,
    productName: inventory.productName,
    color: inventory.color,
    design: inventory.design,
    image: inventory.images[0] ?? null,
    pricePerStep: inventory.price,
    salePricePerStep: inventory.onSale ? inventory.salePrice : null,
    effectivePricePerStep: inventory.effectivePrice,
    lineTotal: times(inventory.effectivePrice, quantity),
    counted: stockState === 'in_stock',
  };
}

/** Totals over the lines that can be bought as they stand; the others are shown, not summed. */
export function totalsOf(lines: readonly PricedBasketLine[]): BasketTotals {
  let subtotal = 0;
  let total = 0;
  for (const line of lines) {
    if (!line.counted) continue;
    subtotal += times(line.pricePerStep ?? 0, line.quantity);
    total += line.lineTotal ?? 0;
  }
  if (!Number.isSafeInteger(subtotal)) throw new RangeError('basket subtotal does not fit exactly');
  return { subtotal, saleSavings: subtotal - total, total };
}

/** Every line priced, in the basket's order, with totals and whether it can go to checkout. */
export function priceLines(
  lines: readonly BasketLineInput[],
  inventories: ReadonlyMap<string, Inventory>,
): Pick<PricedBasket, 'lines' | 'totals' | 'ready'> {
  const priced = lines.map((line) => priceLine(line, inventories.get(line.inventoryId)));
  return {
    lines: priced,
    totals: totalsOf(priced),
    ready: priced.length > 0 && priced.every((line) => line.stockState === 'in_stock'),
  };
}
