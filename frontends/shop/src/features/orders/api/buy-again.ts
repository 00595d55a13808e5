import type { OrderLine } from '@ela/contracts';
import { basketSnapshotOf, trackBasketAdd } from '@ela/web-kit';
import { getInventoriesByIds } from '../../../catalog/api/get-inventories-by-ids';
import { loadBasket } from '../../basket/api/get-basket';
import { replaceBasket } from '../../basket/api/replace-basket';
import { planBuyAgain, type BuyAgainPlan } from '../buy-again-plan';

/**
 * Puts an order's lines into the customer's basket on top of what is there, as far as the stock
 * allows now (the catalog's public reads say what is still sold and how much of it). Nothing is
 * written when nothing can be added.
 */
export async function buyAgain(lines: readonly OrderLine[]): Promise<BuyAgainPlan> {
  const [{ basket }, inventories] = await Promise.all([
    loadBasket('', new AbortController().signal),
    // At most 100 ids, the read's limit: an order has no more lines than a basket.
    getInventoriesByIds(lines.map((line) => line.inventoryId)),
  ]);
  const plan = planBuyAgain(lines, inventories, basket.lines);
  if (!plan.putBack.length) return plan;
  const saved = await replaceBasket(plan.lines);
  const snapshot = basketSnapshotOf(saved.lines);
  for (const line of plan.lines) {
    const before = basket.lines.find((held) => held.inventoryId === line.inventoryId)?.quantity ?? 0;
    if (line.quantity > before)
      trackBasketAdd({ inventoryId: line.inventoryId, quantity: line.quantity - before }, snapshot);
  }
  return plan;
}
