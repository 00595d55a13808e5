import type { PricedBasket } from '@ela/contracts';
import { authSession } from '../auth/auth.store';
import { pair } from '../auth/session.fixtures';
import { bodyOf, fakeApi, inTurn } from '../testing/fake-api';
import { useServerBasketStore } from './basket-count.store';
import { startBasketSync, whenBasketSynced } from './basket-sync';
import { PENDING_BASKET_KEY, readPendingLines, usePendingBasketStore } from './pending-basket.store';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const basket = (lines: number): PricedBasket => ({
  id: 'b1',
  lines: Array.from({ length: lines }, () => ({}) as PricedBasket['lines'][number]),
  totals: { subtotal: 0, saleSavings: 0, total: 0 },
  ready: true,
  updatedAt: null,
});
const notFound = (index: number) => ({
  status: 404,
  data: {
    statusCode: 404,
    message: 'کالا پیدا نشد',
    error: 'ORDERS.INVENTORY_NOT_FOUND',
    details: [{ field: `body.lines.${index}.inventoryId`, message: 'کالا پیدا نشد' }],
  },
});

describe('pending basket and the merge after login', () => {
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    usePendingBasketStore.getState().reload();
    useServerBasketStore.setState({ lines: null });
  });
  afterEach(() => {
    stop?.();
    authSession.clear();
  });

  it('keeps a visitor’s lines in pendingBasket_v1, summing steps of the same inventory', () => {
    usePendingBasketStore.getState().add(A, 3);
    usePendingBasketStore.getState().add(B, 1);
    usePendingBasketStore.getState().add(A, 2);
    expect(JSON.parse(localStorage.getItem(PENDING_BASKET_KEY)!)).toEqual({
      version: 1,
      lines: [
        { inventoryId: A, quantity: 5 },
        { inventoryId: B, quantity: 1 },
      ],
    });
    localStorage.setItem(PENDING_BASKET_KEY, '{not json');
    expect(readPendingLines()).toEqual([]);
  });

  it('merges the lines right after a login and clears them once the server took them', async () => {
    usePendingBasketStore.getState().add(A, 3);
    const api = fakeApi({ 'POST /basket/create': { status: 200, data: basket(2) } });
    stop = startBasketSync();
    authSession.start(pair('a1', 'r1'), 'user');
    await whenBasketSynced();
    expect(api.to('POST /basket/create').map(bodyOf)).toEqual([
      { lines: [{ inventoryId: A, quantity: 3 }], mode: 'merge' },
    ]);
    expect(localStorage.getItem(PENDING_BASKET_KEY)).toBeNull();
    expect(useServerBasketStore.getState().lines).toBe(2);
  });

  it('keeps the lines when the server did not take them, and sends them again at the next start', async () => {
    usePendingBasketStore.getState().add(A, 3);
    const api = fakeApi({
      'POST /basket/create': inTurn(
        { status: 503, data: { statusCode: 503, message: 'x' } },
        {
          status: 200,
          data: basket(1),
        },
      ),
      'GET /basket': { status: 200, data: basket(0) },
    });
    stop = startBasketSync();
    authSession.start(pair('a1', 'r1'), 'user');
    await whenBasketSynced();
    expect(readPendingLines()).toEqual([{ inventoryId: A, quantity: 3 }]);
    stop();
    stop = startBasketSync();
    await whenBasketSynced();
    expect(api.to('POST /basket/create')).toHaveLength(2);
    expect(readPendingLines()).toEqual([]);
  });

  it('drops a line whose inventory is gone and merges the rest', async () => {
    usePendingBasketStore.getState().add(A, 1);
    usePendingBasketStore.getState().add(B, 2);
    const api = fakeApi({
      'POST /basket/create': inTurn(notFound(0), { status: 200, data: basket(1) }),
    });
    stop = startBasketSync();
    authSession.start(pair('a1', 'r1'), 'user');
    await whenBasketSynced();
    expect(bodyOf(api.to('POST /basket/create')[1])).toEqual({
      lines: [{ inventoryId: B, quantity: 2 }],
      mode: 'merge',
    });
    expect(readPendingLines()).toEqual([]);
  });

  it('only reads the count when another tab logged in, and forgets it at logout', async () => {
    usePendingBasketStore.getState().add(A, 1);
    const api = fakeApi({ 'GET /basket': { status: 200, data: basket(4) } });
    stop = startBasketSync();
    document.cookie = 'auth.accessToken=a2; Path=/';
    authSession.syncFromCookies();
    await whenBasketSynced();
    expect(api.to('POST /basket/create')).toHaveLength(0);
    expect(useServerBasketStore.getState().lines).toBe(4);
    authSession.clear();
    expect(useServerBasketStore.getState().lines).toBeNull();
  });
});
