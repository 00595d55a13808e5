import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PricedBasket, PricedBasketLine } from '@ela/contracts';
import { authSession, useServerBasketStore } from '@ela/web-kit';
import { pair } from '@ela/web-kit/src/auth/session.fixtures';
import { bodyOf, fakeApi, inTurn } from '@ela/web-kit/src/testing/fake-api';
import { inventory } from '../../../../test/catalog-fixtures';
import { renderShop } from '../../../../test/render-shop';

const RED = { id: 'red', name: 'قرمز', hex: '#cc0000', createdAt: '', updatedAt: '' };
const linen = inventory('پارچه کتان قرمز', { color: RED });
const scissors = inventory('قیچی خیاطی', { unitType: 'count' });

function line(id: string, extra: Partial<PricedBasketLine> = {}): PricedBasketLine {
  return {
    inventoryId: id,
    quantity: 3,
    stockState: 'in_stock',
    available: 9,
    productId: 'p',
    categoryId: 'c',
    unitType: 'half_meter',
    name: linen.name,
    productName: 'پارچه کتان',
    color: RED,
    design: null,
    image: linen.images[0] ?? null,
    pricePerStep: 2_450_000,
    salePricePerStep: 2_205_000,
    effectivePricePerStep: 2_205_000,
    lineTotal: 6_615_000,
    counted: true,
    ...extra,
  };
}

const soldOut = line(scissors.id, {
  name: scissors.name,
  color: null,
  unitType: 'count',
  quantity: 1,
  stockState: 'sold_out',
  available: 0,
  pricePerStep: 900_000,
  salePricePerStep: null,
  effectivePricePerStep: 900_000,
  lineTotal: 900_000,
  counted: false,
});
const deleted = line('gone-id', {
  name: null,
  color: null,
  unitType: null,
  quantity: 2,
  stockState: 'deleted',
  available: 0,
  pricePerStep: null,
  salePricePerStep: null,
  effectivePricePerStep: null,
  lineTotal: null,
  counted: false,
});

function basket(lines: PricedBasketLine[]): PricedBasket {
  const counted = lines.filter((l) => l.counted);
  const subtotal = counted.reduce((sum, l) => sum + l.quantity * (l.pricePerStep ?? 0), 0);
  const total = counted.reduce((sum, l) => sum + (l.lineTotal ?? 0), 0);
  return {
    id: 'b1',
    lines,
    totals: { subtotal, saleSavings: subtotal - total, total },
    ready: lines.length > 0 && lines.every((l) => l.stockState === 'in_stock'),
    updatedAt: null,
  };
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('the basket page of a customer', () => {
  beforeEach(() => {
    useServerBasketStore.setState({ lines: null });
    authSession.start(pair('a1'), 'user');
  });
  afterEach(() => act(() => authSession.clear()));

  it('lists the lines priced now, marks sold-out and deleted ones, and sums only what can be bought', async () => {
    fakeApi({
      'GET /basket': { status: 200, data: basket([line(linen.id), soldOut, deleted]) },
    });
    renderShop('/basket');
    const linenRow = await screen.findByRole('listitem', { name: linen.name });
    expect(within(linenRow).getByText('قرمز')).toBeInTheDocument();
    expect(within(linenRow).getByText('قیمت هر نیم‌متر:')).toBeInTheDocument();
    expect(within(linenRow).getByText('۲۲۰٬۵۰۰ تومان')).toBeInTheDocument();
    expect(within(linenRow).getByText('۲۴۵٬۰۰۰ تومان').closest('del')).not.toBeNull();
    expect((within(linenRow).getByLabelText(`مقدار ${linen.name}`) as HTMLInputElement).value).toBe('۱٫۵');
    expect(within(linenRow).getByText('۶۶۱٬۵۰۰ تومان')).toBeInTheDocument();
    expect(within(linenRow).getByRole('img', { name: linen.name })).toHaveAttribute(
      'src',
      '/media/bbbbbbbbbbbbbbbbbbbbbbbb-thumb.webp',
    );
    expect(within(row(scissors.name)).getByText('ناموجود؛ این کالا فعلاً در انبار نیست.')).toBeInTheDocument();
    expect(within(row(scissors.name)).getByRole('button', { name: `حذف ${scissors.name}` })).toBeEnabled();
    expect(within(row('کالای حذف‌شده')).getByText(/دیگر فروخته نمی‌شود/)).toBeInTheDocument();
    expect(screen.getByTestId('basket-total')).toHaveTextContent('۶۶۱٬۵۰۰ تومان');
    expect(screen.getByText('سود شما از حراج').nextSibling).toHaveTextContent('۷۳٬۵۰۰ تومان');
    expect(screen.getByRole('button', { name: 'ادامه و تکمیل خرید' })).toBeDisabled();
    expect(useServerBasketStore.getState().lines).toBe(3);
  });

  it('leads to checkout once every line can be bought', async () => {
    fakeApi({
      'GET /basket': { status: 200, data: basket([line(linen.id)]) },
    });
    renderShop('/basket');
    expect(await screen.findByRole('link', { name: 'ادامه و تکمیل خرید' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('says the basket is empty and leads to the shop', async () => {
    fakeApi({ 'GET /basket': { status: 200, data: basket([]) } });
    renderShop('/basket');
    expect(await screen.findByRole('heading', { name: 'سبد خرید شما خالی است' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رفتن به فروشگاه' })).toHaveAttribute('href', '/product');
  });

  it('shows loading, then a way to try again when the basket cannot be read', async () => {
    const down = { status: 503, data: { statusCode: 503, message: 'قیمت‌ها اکنون خوانده نمی‌شوند' } };
    // A read is retried once by the HTTP client before the page hears of the failure.
    fakeApi({ 'GET /basket': inTurn(down, down, { status: 200, data: basket([]) }) });
    renderShop('/basket');
    expect(await screen.findByText('در حال بارگذاری سبد خرید…')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { name: 'سبد خرید شما خالی است' })).toBeInTheDocument();
  });

  it('sends a quantity typed in Persian digits as half-meter steps', async () => {
    const api = fakeApi({
      'GET /basket': { status: 200, data: basket([line(linen.id), soldOut]) },
      'POST /basket/create': {
        status: 200,
        data: basket([line(linen.id, { quantity: 5, lineTotal: 11_025_000 }), soldOut]),
      },
    });
    renderShop('/basket');
    const field = (await screen.findByLabelText(`مقدار ${linen.name}`)) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '۲٫۵' } });
    await waitFor(() => expect(api.to('POST /basket/create')).toHaveLength(1));
    expect(bodyOf(api.to('POST /basket/create')[0])).toEqual({
      lines: [
        { inventoryId: linen.id, quantity: 5 },
        { inventoryId: scissors.id, quantity: 1 },
      ],
      mode: 'replace',
    });
    expect(await screen.findByTestId('basket-total')).toHaveTextContent('۱٬۱۰۲٬۵۰۰ تومان');
  });

  it('removes a line with a replace of the others, deleted ones kept until removed themselves', async () => {
    const api = fakeApi({
      'GET /basket': { status: 200, data: basket([line(linen.id), soldOut, deleted]) },
      'POST /basket/create': { status: 200, data: basket([line(linen.id), deleted]) },
    });
    renderShop('/basket');
    await screen.findByRole('listitem', { name: scissors.name });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `حذف ${scissors.name}` }));
    });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: scissors.name })).toBeNull());
    expect(bodyOf(api.to('POST /basket/create')[0])).toEqual({
      lines: [
        { inventoryId: linen.id, quantity: 3 },
        { inventoryId: 'gone-id', quantity: 2 },
      ],
      mode: 'replace',
    });
    expect(screen.getByRole('listitem', { name: 'کالای حذف‌شده' })).toBeInTheDocument();
    expect(useServerBasketStore.getState().lines).toBe(2);
  });
});
