import { BASKET_LIMITS } from '@ela/contracts';
import { buyAgainMessage } from './buy-again-message';
import { planBuyAgain } from './buy-again-plan';
import { inventory, order } from './components/order.fixtures';

const [linen, buttons] = order().lines;

describe('buying an order again, planned', () => {
  it('adds nothing to a line whose stock the basket already holds, and says so', () => {
    const plan = planBuyAgain([linen], [inventory('i1', 2)], [{ inventoryId: 'i1', quantity: 2 }]);
    expect(plan.lines).toEqual([{ inventoryId: 'i1', quantity: 2 }]);
    expect(plan.putBack).toEqual([]);
    expect(plan.leftOut).toEqual([{ name: 'پارچه کتان قرمز', reason: 'all_in_basket' }]);
    expect(buyAgainMessage(plan).text).toBe(
      'هیچ کالایی از این سفارش به سبد خرید اضافه نشد. بیش از آنچه در سبد دارید موجود نیست: پارچه کتان قرمز.',
    );
  });

  it('keeps a line the basket holds beyond the stock as it is, never lowering it', () => {
    const plan = planBuyAgain([linen], [inventory('i1', 1)], [{ inventoryId: 'i1', quantity: 5 }]);
    expect(plan.lines).toEqual([{ inventoryId: 'i1', quantity: 5 }]);
  });

  it('stops at the basket’s limits: a full basket takes no new line, a line no more than the most steps', () => {
    const full = Array.from({ length: BASKET_LIMITS.maxLines }, (_, n) => ({
      inventoryId: `f${n}`,
      quantity: 1,
    }));
    const plan = planBuyAgain([buttons], [inventory('i2', 10)], full);
    expect(plan.lines).toHaveLength(BASKET_LIMITS.maxLines);
    expect(buyAgainMessage(plan)).toEqual({
      kind: 'warning',
      text: 'هیچ کالایی از این سفارش به سبد خرید اضافه نشد. سبد خرید جای ردیف تازه ندارد: دکمه صدفی.',
    });

    const most = BASKET_LIMITS.maxQuantity;
    const topped = planBuyAgain(
      [buttons],
      [inventory('i2', most * 2)],
      [{ inventoryId: 'i2', quantity: most - 1 }],
    );
    expect(topped.lines).toEqual([{ inventoryId: 'i2', quantity: most }]);
    expect(topped.putBack).toEqual([{ name: 'دکمه صدفی', unitType: 'count', steps: 1, ordered: 2 }]);
  });
});
