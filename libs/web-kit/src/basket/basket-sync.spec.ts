import type { InternalAxiosRequestConfig } from 'axios';
import { REFRESH_PATHS, type PricedBasket, type SavedBasket } from '@ela/contracts';
import { authSession, useAuthStore } from '../auth/auth.store';
import { pair } from '../auth/session.fixtures';
import { bodyOf, fakeApi, inTurn } from '../testing/fake-api';
import { useToastStore } from '../toast/toast.store';
import { useServerBasketStore } from './basket-count.store';
import { MERGE_MESSAGES, startBasketSync, whenBasketSynced } from './basket-sync';
import { PENDING_BASKET_KEY, readPendingLines, usePendingBasketStore } from './pending-basket.store';
import { MERGE_SENDS, PENDING_MERGE_KEY } from './pending-merge-attempt';

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

const keyOf = (request: InternalAxiosRequestConfig) => request.headers.get('Idempotency-Key');
const toasts = () => useToastStore.getState().toasts.map(({ kind, message }) => [kind, message]);
const unavailable = { status: 503, data: { statusCode: 503, message: 'سرویس در دسترس نیست' } };

describe('pending basket and the merge after login', () => {
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    usePendingBasketStore.getState().reload();
    useServerBasketStore.setState({ lines: null });
    useToastStore.setState({ toasts: [] });
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
    authSession.start(pair('a1'), 'user');
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
    authSession.start(pair('a1'), 'user');
    await whenBasketSynced();
    expect(readPendingLines()).toEqual([{ inventoryId: A, quantity: 3 }]);
    stop();
    stop = startBasketSync();
    await whenBasketSynced();
    const sends = api.to('POST /basket/create');
    expect(sends).toHaveLength(2);
    // The first answer may have been lost after the server merged: the second send says it is the same merge.
    expect(keyOf(sends[0])).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(sends[1])).toBe(keyOf(sends[0]));
    expect(readPendingLines()).toEqual([]);
    expect(localStorage.getItem(PENDING_MERGE_KEY)).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('keeps the guest’s lines, quietly, when the saved session turns out dead', async () => {
    usePendingBasketStore.getState().add(A, 3);
    const unauthorized = { status: 401, data: { statusCode: 401, message: 'x' } };
    const api = fakeApi({
      'POST /basket/create': unauthorized,
      'GET /basket': unauthorized,
      [`POST ${REFRESH_PATHS.user}`]: unauthorized,
    });
    // A session saved earlier in the cookies, whose refresh token has since been revoked.
    authSession.start(pair('revoked'), 'user');
    stop = startBasketSync();
    await whenBasketSynced();
    expect(api.to(`POST ${REFRESH_PATHS.user}`)).toHaveLength(1);
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(readPendingLines()).toEqual([{ inventoryId: A, quantity: 3 }]);
    expect(toasts()).toEqual([]);
  });

  it('clears the pending lines after a refusal, says so, and does not send them again', async () => {
    usePendingBasketStore.getState().add(A, 3);
    const api = fakeApi({
      'POST /basket/create': {
        status: 400,
        data: { statusCode: 400, message: 'اطلاعات ارسال‌شده معتبر نیست', error: 'VALIDATION_FAILED' },
      },
      'GET /basket': { status: 200, data: basket(0) },
    });
    stop = startBasketSync();
    authSession.start(pair('a1'), 'user');
    await whenBasketSynced();
    expect(readPendingLines()).toEqual([]);
    expect(toasts()).toEqual([['warning', `${MERGE_MESSAGES.refused} اطلاعات ارسال‌شده معتبر نیست`]]);
    stop();
    stop = startBasketSync();
    await whenBasketSynced();
    expect(api.to('POST /basket/create')).toHaveLength(1);
    expect(useServerBasketStore.getState().lines).toBe(0);
  });

  it('tells the customer in Persian what the merge left out, and clears the pending lines', async () => {
    usePendingBasketStore.getState().add(A, 3);
    usePendingBasketStore.getState().add(B, 2);
    const merged: SavedBasket = {
      ...basket(1),
      trimmed: {
        droppedLines: [{ inventoryId: B, quantity: 2 }],
        cutLines: [{ inventoryId: A, asked: 3, added: 1 }],
        unknownInventories: [],
      },
    };
    fakeApi({ 'POST /basket/create': { status: 200, data: merged } });
    stop = startBasketSync();
    authSession.start(pair('a1'), 'user');
    await whenBasketSynced();
    expect(readPendingLines()).toEqual([]);
    expect(toasts()).toEqual([
      [
        'warning',
        'همهٔ کالاها به سبد خرید اضافه نشد: ۱ کالا جا نشد، چون سبد خرید حداکثر ۱۰۰ ردیف دارد؛ ' +
          'مقدار ۱ کالا تا سقف ۱٬۰۰۰ واحد در هر ردیف کم شد.',
      ],
    ]);
    expect(useServerBasketStore.getState().lines).toBe(1);
  });

  it(`tries a merge that gets no answer at most ${MERGE_SENDS} times, with one key, then lets it go`, async () => {
    usePendingBasketStore.getState().add(A, 3);
    const api = fakeApi({
      'POST /basket/create': unavailable,
      'GET /basket': { status: 200, data: basket(0) },
    });
    authSession.start(pair('a1'), 'user');
    for (let start = 1; start <= MERGE_SENDS + 1; start++) {
      stop?.();
      stop = startBasketSync();
      await whenBasketSynced();
    }
    const sends = api.to('POST /basket/create');
    expect(sends).toHaveLength(MERGE_SENDS);
    expect(new Set(sends.map(keyOf)).size).toBe(1);
    expect(readPendingLines()).toEqual([]);
    expect(toasts()).toEqual([['warning', MERGE_MESSAGES.gaveUp]]);
  });

  it('takes a new key for new pending lines once a merge is over', async () => {
    usePendingBasketStore.getState().add(A, 1);
    const api = fakeApi({ 'POST /basket/create': { status: 200, data: basket(1) } });
    stop = startBasketSync();
    authSession.start(pair('a1'), 'user');
    await whenBasketSynced();
    authSession.clear();
    usePendingBasketStore.getState().add(A, 1);
    authSession.start(pair('a2'), 'user');
    await whenBasketSynced();
    const [first, second] = api.to('POST /basket/create');
    expect(bodyOf(second)).toEqual(bodyOf(first));
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it('drops a line whose inventory is gone and merges the rest', async () => {
    usePendingBasketStore.getState().add(A, 1);
    usePendingBasketStore.getState().add(B, 2);
    const api = fakeApi({
      'POST /basket/create': inTurn(notFound(0), { status: 200, data: basket(1) }),
    });
    stop = startBasketSync();
    authSession.start(pair('a1'), 'user');
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
