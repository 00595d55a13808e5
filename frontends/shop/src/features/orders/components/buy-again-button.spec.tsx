import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BasketLineInput, PricedBasketLine } from '@ela/contracts';
import { authSession, useToastStore } from '@ela/web-kit';
import { bodyOf, fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { renderShop } from '../../../../test/render-shop';
import { ORDER_ID, basketLine, inventory, order, pricedBasket } from './order.fixtures';

const user = { id: 'u1', phone: '+989121234567', firstName: 'سارا', lastName: 'محمدی' };

beforeEach(() => authSession.start({ access_token: 'a', user } as never, 'user'));
afterEach(() => {
  act(() => authSession.clear());
  act(() => useToastStore.setState({ toasts: [] }));
});

/** The basket service as far as buying again uses it: what it holds, and replacing it. */
function basketHolding(lines: PricedBasketLine[]) {
  let held = lines;
  return {
    'GET /basket': () => ({ status: 200, data: pricedBasket(held) }),
    'POST /basket/create': (request: Parameters<typeof bodyOf>[0]) => {
      const body = bodyOf(request) as { lines: BasketLineInput[] };
      held = body.lines.map((line) => basketLine(line.inventoryId, line.quantity));
      return { status: 200, data: pricedBasket(held) };
    },
  };
}

const fourLines = order({
  lines: [
    ...order().lines,
    { ...order().lines[1], inventoryId: 'i3', name: 'زیپ فلزی' },
    { ...order().lines[1], inventoryId: 'i4', name: 'نخ ابریشم' },
  ],
});

const toasts = () => useToastStore.getState().toasts.map(({ kind, message }) => ({ kind, message }));

describe('buying an order again', () => {
  it('adds its lines to the basket as far as the stock goes, opens the basket and says what is no longer to be had', async () => {
    const api = fakeApi({
      [`GET /order/one/${ORDER_ID}`]: { status: 200, data: fourLines },
      // i3 is deleted (missing from the answer), i4 sold out; 4 half meters of i1 are left.
      'GET /products/inventory/ids': {
        status: 200,
        data: [inventory('i1', 4), inventory('i2', 10), inventory('i4', 0)],
      },
      ...basketHolding([basketLine('i1', 2), basketLine('i9', 1)]),
    });
    const router = renderShop(`/profile/orders/${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'خرید دوباره' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/basket'));
    expect(api.to('GET /products/inventory/ids')[0].params).toEqual({ ids: 'i1,i2,i3,i4' });
    const [saved] = api.to('POST /basket/create');
    // What was there stays; i1 gets what the stock has left on top of the basket's 1 m.
    expect(bodyOf(saved)).toEqual({
      lines: [
        { inventoryId: 'i1', quantity: 4 },
        { inventoryId: 'i9', quantity: 1 },
        { inventoryId: 'i2', quantity: 2 },
      ],
      mode: 'replace',
    });
    expect(toasts()).toEqual([
      {
        kind: 'warning',
        message:
          'به سبد خرید اضافه شد: پارچه کتان قرمز (۱ متر از ۱٫۵ متر، به اندازهٔ موجودی)، دکمه صدفی (۲ عدد). ' +
          'ناموجود: نخ ابریشم. دیگر فروخته نمی‌شود: زیپ فلزی.',
      },
    ]);
  });

  it('stays on the order and says so when nothing of it can be had any more', async () => {
    const api = fakeApi({
      [`GET /order/one/${ORDER_ID}`]: { status: 200, data: order() },
      'GET /products/inventory/ids': { status: 200, data: [inventory('i1', 0)] },
      ...basketHolding([]),
    });
    const router = renderShop(`/profile/orders/${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'خرید دوباره' }));

    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toEqual({
      kind: 'warning',
      message:
        'هیچ کالایی از این سفارش به سبد خرید اضافه نشد. ناموجود: پارچه کتان قرمز. دیگر فروخته نمی‌شود: دکمه صدفی.',
    });
    expect(api.to('POST /basket/create')).toHaveLength(0);
    expect(router.state.location.pathname).toBe(`/profile/orders/${ORDER_ID}`);
    expect(screen.getByRole('button', { name: 'خرید دوباره' })).toBeEnabled();
  });

  it('is offered on each past order of the list, and buys that one again', async () => {
    const api = fakeApi({
      'GET /order/all': {
        status: 200,
        data: { items: [order({ id: 'o2', number: 100036 }), order()], total: 2, page: 1, limit: 10 },
      },
      'GET /products/inventory/ids': { status: 200, data: [inventory('i1', 10), inventory('i2', 10)] },
      ...basketHolding([]),
    });
    const router = renderShop('/profile/orders');
    const list = await screen.findByRole('list', { name: 'فهرست سفارش‌ها' });
    expect(within(list).getAllByRole('button', { name: /^خرید دوباره/ })).toHaveLength(2);
    fireEvent.click(within(list).getByRole('button', { name: 'خرید دوباره سفارش ۱۰۰۰۳۶' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/basket'));
    expect(bodyOf(api.to('POST /basket/create')[0])).toEqual({
      lines: [
        { inventoryId: 'i1', quantity: 3 },
        { inventoryId: 'i2', quantity: 2 },
      ],
      mode: 'replace',
    });
    expect(toasts()).toEqual([
      { kind: 'success', message: 'به سبد خرید اضافه شد: پارچه کتان قرمز (۱٫۵ متر)، دکمه صدفی (۲ عدد).' },
    ]);
  });
});
