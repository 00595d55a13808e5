import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodyOf, fakeApi, inTurn } from '@ela/web-kit/src/testing/fake-api';
import { renderShop } from '../../../../test/render-shop';
import { goToBank } from '../../../payments/go-to-bank';
import { GATEWAYS, basket, home, post, quote, signIn, signOut } from './checkout-page.fixtures';

// jsdom cannot leave the site; the bank page is another site.
jest.mock('../../../payments/go-to-bank', () => ({ goToBank: jest.fn() }));

/** Checkout opened again after the bank: the order this tab placed, and a page the browser restores. */
describe('checkout after the bank', () => {
  beforeEach(signIn);
  afterEach(() => {
    signOut();
    jest.mocked(goToBank).mockClear();
  });

  it('back from the bank with an empty basket, shows the unpaid order and pays it again', async () => {
    sessionStorage.setItem('ela:checkout:placed-order', 'o6');
    const api = fakeApi({
      'GET /basket': { status: 200, data: { ...basket, lines: [], ready: false } },
      'GET /payment/gateways': { status: 200, data: GATEWAYS },
      'GET /address/all': { status: 200, data: [home] },
      'GET /order/one/o6': {
        status: 200,
        data: {
          id: 'o6',
          number: 100061,
          status: 'placed',
          gateway: 'Parsian',
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
          breakdown: {
            subtotal: 7_350_000,
            saleSavings: 735_000,
            discount: 0,
            shipping: 450_000,
            total: 7_065_000,
          },
        },
      },
      'POST /payment/start': {
        status: 201,
        data: { id: 'p6', gateway: 'Parsian', reference: '1', url: 'https://bank.example/NewIPG/?token=1' },
      },
    });
    renderShop('/checkout');
    const notice = await screen.findByRole('region', { name: 'سفارش شما هنوز پرداخت نشده است' });
    expect(notice).toHaveTextContent('سفارش ۱۰۰۰۶۱ به مبلغ ۷۰۶٬۵۰۰ تومان');
    expect(within(notice).getByRole('link', { name: 'سفارش را ببینید' })).toHaveAttribute(
      'href',
      '/profile/orders/o6',
    );
    expect(screen.queryByRole('heading', { name: 'سبد خرید شما خالی است' })).toBeNull();
    expect(await within(notice).findByRole('radio', { name: 'بانک پارسیان' })).toBeChecked();
    fireEvent.click(within(notice).getByRole('button', { name: 'پرداخت دوباره' }));
    await waitFor(() => expect(goToBank).toHaveBeenCalledWith('https://bank.example/NewIPG/?token=1'));
    expect(bodyOf(api.to('POST /payment/start')[0])).toEqual({ orderId: 'o6', gateway: 'Parsian' });
  });

  it('forgets an order placed in this tab once it is paid, and shows the empty basket', async () => {
    sessionStorage.setItem('ela:checkout:placed-order', 'o7');
    fakeApi({
      'GET /basket': { status: 200, data: { ...basket, lines: [], ready: false } },
      'GET /payment/gateways': { status: 200, data: GATEWAYS },
      'GET /address/all': { status: 200, data: [] },
      'GET /order/one/o7': { status: 200, data: { id: 'o7', status: 'paid', expiresAt: null } },
    });
    renderShop('/checkout');
    expect(await screen.findByRole('heading', { name: 'سبد خرید شما خالی است' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'پرداخت دوباره' })).toBeNull();
    await waitFor(() => expect(sessionStorage.getItem('ela:checkout:placed-order')).toBeNull());
  });

  it('reads the basket and the unpaid order again when the browser shows the page again from its cache', async () => {
    const api = fakeApi({
      'GET /basket': inTurn(
        { status: 200, data: basket },
        { status: 200, data: { ...basket, lines: [], ready: false } },
      ),
      'GET /payment/gateways': { status: 200, data: GATEWAYS },
      'GET /address/all': { status: 200, data: [home] },
      'GET /shipping/calculate-price/a1': { status: 200, data: quote('a1', [post]) },
    });
    renderShop('/checkout');
    expect(await screen.findByRole('button', { name: 'ثبت سفارش و پرداخت' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(await screen.findByRole('heading', { name: 'سبد خرید شما خالی است' })).toBeInTheDocument();
    expect(api.to('GET /basket')).toHaveLength(2);
  });
});
