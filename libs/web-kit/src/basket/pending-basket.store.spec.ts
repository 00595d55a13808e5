import { BASKET_LIMITS } from '@ela/contracts';
import { PENDING_BASKET_KEY, readPendingLines, usePendingBasketStore } from './pending-basket.store';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('a visitor’s edits of the pending basket', () => {
  beforeEach(() => {
    localStorage.clear();
    usePendingBasketStore.getState().reload();
    usePendingBasketStore.getState().add(A, 3);
    usePendingBasketStore.getState().add(B, 1);
  });

  it('sets one line’s steps in pendingBasket_v1, within 1 and the basket’s most per line', () => {
    const { setQuantity } = usePendingBasketStore.getState();
    setQuantity(A, 5);
    expect(readPendingLines()).toEqual([
      { inventoryId: A, quantity: 5 },
      { inventoryId: B, quantity: 1 },
    ]);
    setQuantity(B, BASKET_LIMITS.maxQuantity + 7);
    setQuantity(A, 0);
    expect(usePendingBasketStore.getState().lines).toEqual([
      { inventoryId: A, quantity: 1 },
      { inventoryId: B, quantity: BASKET_LIMITS.maxQuantity },
    ]);
    expect(readPendingLines()).toEqual(usePendingBasketStore.getState().lines);
  });

  it('leaves the lines alone for an inventory not in them, and forgets the key once the last goes', () => {
    usePendingBasketStore.getState().setQuantity('33333333-3333-4333-8333-333333333333', 2);
    expect(readPendingLines()).toHaveLength(2);
    usePendingBasketStore.getState().remove([A, B]);
    expect(localStorage.getItem(PENDING_BASKET_KEY)).toBeNull();
  });
});
