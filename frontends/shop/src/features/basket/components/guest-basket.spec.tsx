import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authSession, PENDING_BASKET_KEY, readPendingLines, usePendingBasketStore } from '@ela/web-kit';
import { pair } from '@ela/web-kit/src/auth/session.fixtures';
import { fakeApi, inTurn } from '@ela/web-kit/src/testing/fake-api';
import { inventory } from '../../../../test/catalog-fixtures';
import { renderShop } from '../../../../test/render-shop';
import { INVENTORIES_BY_IDS_PATH } from '../../../catalog/api/get-inventories-by-ids';
import { GUEST_CHECKOUT_NOTE } from './guest-basket';

const READ = `GET ${INVENTORIES_BY_IDS_PATH}`;
const linen = inventory('پارچه کتان قرمز', {
  id: '11111111-1111-4111-8111-111111111111',
  price: 2_450_000,
  salePrice: 2_205_000,
  onSale: true,
  effectivePrice: 2_205_000,
});
const scissors = inventory('قیچی خیاطی', {
  id: '22222222-2222-4222-8222-222222222222',
  unitType: 'count',
  price: 900_000,
  effectivePrice: 900_000,
  stock: 5,
});
/** In the visitor's browser, but the catalog no longer has it. */
const GONE = '33333333-3333-4333-8333-333333333333';

/** What the visitor's browser holds, as the product page leaves it. */
function keep(lines: { inventoryId: string; quantity: number }[]) {
  localStorage.setItem(PENDING_BASKET_KEY, JSON.stringify({ version: 1, lines }));
  usePendingBasketStore.getState().reload();
}

const row = (name: string) => screen.getByRole('listitem', { name });
const continueLink = () => screen.getByRole('link', { name: 'ادامه و تکمیل خرید' });

describe('the basket page of a visitor', () => {
  beforeEach(() => {
    localStorage.clear();
    usePendingBasketStore.getState().reload();
  });

  it('prices the browser’s lines from one public read, and shows a gone one as unavailable', async () => {
    keep([
      { inventoryId: linen.id, quantity: 3 },
      { inventoryId: GONE, quantity: 2 },
      { inventoryId: scissors.id, quantity: 1 },
    ]);
    const api = fakeApi({ [READ]: { status: 200, data: [linen, scissors] } });
    renderShop('/basket');
    const linenRow = await screen.findByRole('listitem', { name: linen.name });
    expect(api.to(READ).map((request) => request.params)).toEqual([
      { ids: [linen.id, GONE, scissors.id].join(',') },
    ]);
    expect(api.to('GET /basket')).toEqual([]);
    expect(within(linenRow).getByText('قیمت هر نیم‌متر:')).toBeInTheDocument();
    expect(within(linenRow).getByText('۲۲۰٬۵۰۰ تومان')).toBeInTheDocument();
    expect(within(linenRow).getByText('۲۴۵٬۰۰۰ تومان').closest('del')).not.toBeNull();
    expect((within(linenRow).getByLabelText(`مقدار ${linen.name}`) as HTMLInputElement).value).toBe('۱٫۵');
    expect(within(linenRow).getByText('۶۶۱٬۵۰۰ تومان')).toBeInTheDocument();
    expect(within(row('کالای حذف‌شده')).getByText(/دیگر فروخته نمی‌شود/)).toBeInTheDocument();
    // The gone line is left out of the totals, and holds the way on until it is removed.
    expect(screen.getByTestId('basket-total')).toHaveTextContent('۷۵۱٬۵۰۰ تومان');
    expect(screen.getByRole('button', { name: 'ادامه و تکمیل خرید' })).toBeDisabled();

    fireEvent.click(within(row('کالای حذف‌شده')).getByRole('button', { name: 'حذف کالای حذف‌شده' }));
    expect(screen.queryByRole('listitem', { name: 'کالای حذف‌شده' })).toBeNull();
    expect(readPendingLines()).toEqual([
      { inventoryId: linen.id, quantity: 3 },
      { inventoryId: scissors.id, quantity: 1 },
    ]);
    expect(api.to(READ)).toHaveLength(1);
    expect(api.to('POST /basket/create')).toEqual([]);
  });

  it('leads through the login back to checkout, saying that the basket comes along', async () => {
    keep([{ inventoryId: linen.id, quantity: 3 }]);
    fakeApi({ [READ]: { status: 200, data: [linen] } });
    renderShop('/basket');
    await screen.findByRole('listitem', { name: linen.name });
    expect(continueLink()).toHaveAttribute('href', '/login?redirect=%2Fcheckout');
    expect(screen.getByText(GUEST_CHECKOUT_NOTE)).toBeInTheDocument();
  });

  it('writes a changed quantity back to the browser, cut to the stock as for a customer', async () => {
    keep([
      { inventoryId: linen.id, quantity: 3 },
      { inventoryId: scissors.id, quantity: 1 },
    ]);
    const api = fakeApi({ [READ]: { status: 200, data: [linen, scissors] } });
    renderShop('/basket');
    const field = (await screen.findByLabelText(`مقدار ${linen.name}`)) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '۲٫۵' } });
    await waitFor(() => expect(readPendingLines()[0]).toEqual({ inventoryId: linen.id, quantity: 5 }));
    expect(await screen.findByTestId('basket-total')).toHaveTextContent('۱٬۱۹۲٬۵۰۰ تومان');

    // Ten scissors asked for, five in stock: said under the field, and five kept.
    fireEvent.change(screen.getByLabelText(`مقدار ${scissors.name}`), { target: { value: '۱۰' } });
    expect(within(row(scissors.name)).getByText(/موجود نیست؛ مقدار به همین اندازه شد/)).toBeInTheDocument();
    await waitFor(() => expect(readPendingLines()[1]).toEqual({ inventoryId: scissors.id, quantity: 5 }));
    expect(JSON.parse(localStorage.getItem(PENDING_BASKET_KEY)!).lines).toEqual(readPendingLines());
    // Priced again from what was read: no new read, nothing sent to a server basket.
    expect(api.to(READ)).toHaveLength(1);
    expect(api.to('POST /basket/create')).toEqual([]);
  });

  it('says an empty basket is empty, reading nothing', async () => {
    const api = fakeApi({});
    renderShop('/basket');
    expect(await screen.findByRole('heading', { name: 'سبد خرید شما خالی است' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رفتن به فروشگاه' })).toHaveAttribute('href', '/product');
    expect(api.requests).toEqual([]);
  });

  it('empties once its last line is removed', async () => {
    keep([{ inventoryId: linen.id, quantity: 3 }]);
    fakeApi({ [READ]: { status: 200, data: [linen] } });
    renderShop('/basket');
    fireEvent.click(await screen.findByRole('button', { name: `حذف ${linen.name}` }));
    expect(await screen.findByRole('heading', { name: 'سبد خرید شما خالی است' })).toBeInTheDocument();
    expect(localStorage.getItem(PENDING_BASKET_KEY)).toBeNull();
  });

  it('shows loading, then a way to try again when the prices cannot be read', async () => {
    keep([{ inventoryId: linen.id, quantity: 3 }]);
    const down = { status: 503, data: { statusCode: 503, message: 'قیمت‌ها اکنون خوانده نمی‌شوند' } };
    // A read is retried once by the HTTP client before the page hears of the failure.
    fakeApi({ [READ]: inTurn(down, down, { status: 200, data: [linen] }) });
    renderShop('/basket');
    expect(await screen.findByText('در حال بارگذاری سبد خرید…')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('listitem', { name: linen.name })).toBeInTheDocument();
  });

  it('does not ask for an id the browser holds that is no UUID: its line is unavailable', async () => {
    keep([
      { inventoryId: 'not-an-id', quantity: 1 },
      { inventoryId: linen.id, quantity: 3 },
    ]);
    const api = fakeApi({ [READ]: { status: 200, data: [linen] } });
    renderShop('/basket');
    await screen.findByRole('listitem', { name: linen.name });
    expect(api.to(READ)[0].params).toEqual({ ids: linen.id });
    expect(row('کالای حذف‌شده')).toBeInTheDocument();
  });

  it('shows the server basket instead while the visitor is logged in (in another tab, say)', async () => {
    keep([{ inventoryId: linen.id, quantity: 3 }]);
    const api = fakeApi({
      [READ]: { status: 200, data: [linen] },
      'GET /basket': {
        status: 200,
        data: {
          id: 'b1',
          lines: [],
          totals: { subtotal: 0, saleSavings: 0, total: 0 },
          ready: false,
          updatedAt: null,
        },
      },
    });
    renderShop('/basket');
    await screen.findByRole('listitem', { name: linen.name });
    act(() => authSession.start(pair('a1'), 'user'));
    expect(await screen.findByRole('heading', { name: 'سبد خرید شما خالی است' })).toBeInTheDocument();
    expect(api.to('GET /basket')).toHaveLength(1);
    // And back to the lines kept in this browser after a logout.
    act(() => authSession.clear());
    expect(await screen.findByRole('listitem', { name: linen.name })).toBeInTheDocument();
  });
});
