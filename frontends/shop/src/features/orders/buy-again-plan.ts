import {
  BASKET_LIMITS,
  type BasketLineInput,
  type Inventory,
  type OrderLine,
  type UnitType,
} from '@ela/contracts';

/** Why a line of the order did not go back into the basket. */
export type LeftOutReason = 'gone' | 'sold_out' | 'all_in_basket' | 'no_room';

export interface PutBack {
  name: string;
  unitType: UnitType;
  /** Steps added now. */
  steps: number;
  /** Steps the order had; more than `steps` when the stock cut them. */
  ordered: number;
}

export interface BuyAgainPlan {
  /** The basket's lines after: those already there, with the order's added to them. */
  lines: BasketLineInput[];
  putBack: PutBack[];
  leftOut: { name: string; reason: LeftOutReason }[];
}

/**
 * An order's lines added to the basket as far as the stock allows now: an inventory already in the
 * basket gets the order's steps on top, the sum cut to the stock (as the basket's stepper cuts it)
 * and to the basket's limits, but never below what the basket already held. `inventories` are the
 * ones still sold, as the catalog answers them now.
 */
export function planBuyAgain(
  orderLines: readonly OrderLine[],
  inventories: readonly Pick<Inventory, 'id' | 'stock'>[],
  basketLines: readonly BasketLineInput[],
): BuyAgainPlan {
  const stock = new Map(inventories.map((inventory) => [inventory.id, inventory.stock]));
  const lines = basketLines.map(({ inventoryId, quantity }) => ({ inventoryId, quantity }));
  const putBack: PutBack[] = [];
  const leftOut: BuyAgainPlan['leftOut'] = [];
  for (const line of orderLines) {
    const { name } = line;
    const inStock = stock.get(line.inventoryId);
    if (inStock === undefined) {
      leftOut.push({ name, reason: 'gone' });
      continue;
    }
    const held = lines.find((basketLine) => basketLine.inventoryId === line.inventoryId);
    const before = held?.quantity ?? 0;
    const after = Math.min(before + line.quantity, inStock, BASKET_LIMITS.maxQuantity);
    if (after <= before) {
      leftOut.push({ name, reason: before > 0 ? 'all_in_basket' : 'sold_out' });
      continue;
    }
    if (held) held.quantity = after;
    else if (lines.length >= BASKET_LIMITS.maxLines) {
      leftOut.push({ name, reason: 'no_room' });
      continue;
    } else lines.push({ inventoryId: line.inventoryId, quantity: after });
    putBack.push({
      name,
      unitType: line.unitType as UnitType,
      steps: after - before,
      ordered: line.quantity,
    });
  }
  return { lines, putBack, leftOut };
}
