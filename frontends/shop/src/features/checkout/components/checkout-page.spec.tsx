import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useServerBasketStore, useToastStore } from '@ela/web-kit';
import { bodyOf, fakeApi, inTurn } from '@ela/web-kit/src/testing/fake-api';
import { renderShop } from '../../../../test/render-shop';
import { goToBank } from '../../../payments/go-to-bank';
import {
  GATEWAYS,
  basket,
  home,
  peyk,
  placing,
  post,
  quote,
  signIn,
  signOut,
} from './checkout-page.fixtures';

// jsdom cannot leave the site; the bank page is another site.
jest.mock('../../../payments/go-to-bank', () => ({ goToBank: jest.fn() }));

describe('checkout', () => {
  beforeEach(signIn);
  afterEach(() => {
    signOut();
    jest.mocked(goToBank).mockClear();
  });

  it('goes from address to methods, code and breakdown, then places the order and opens the bank page', async () => {
    const api = fakeApi({
      'GET /basket': { status: 200, data: basket },
      'GET /payment/gateways': { status: 200, data: GATEWAYS },
      'GET /address/all': { status: 200, data: [home] },
      'GET /shipping/calculate-price/a1': { status: 200, data: quote('a1', [peyk, post]) },
      'POST /discount/calculate': (request) =>
        (bodyOf(request) as { code: string }).code === 'YALDA'
          ? {
              status: 200,
              data: {
                discountId: 'd1',
                code: 'YALDA',
                subtotal: 7_350_000,
                saleSavings: 735_000,
                basketTotal: 6_615_000,
                discount: 661_500,
                total: 5_953_500,
              },
            }
          : {
              status: 409,
              data: {
                statusCode: 409,
                message: 'مهلت این کد تخفیف تمام شده است',
                error: 'ORDERS.DISCOUNT_EXPIRED',
              },
            },
      'POST /order': {
        status: 201,
        data: {
          id: 'o1',
          status: 'placed',
          breakdown: {
            subtotal: 7_350_000,
            saleSavings: 735_000,
            discount: 661_500,
            shipping: 450_000,
            total: 6_403_500,
          },
          payment: { gateway: 'MockTest', url: 'http://localhost:4400/mock/pay/MT1' },
        },
      },
    });
    renderShop('/checkout');

    // The only address is chosen; its methods come with their prices.
    expect(await screen.findByRole('radio', { name: /خانه/ })).toBeChecked();
    const methods = await screen.findByRole('group', { name: 'انتخاب روش ارسال' });
    expect(within(methods).getByRole('radio', { name: 'پیک — ۳۰٬۰۰۰ تومان' })).not.toBeChecked();
    const place = screen.getByRole('button', { name: 'ثبت سفارش و پرداخت' });
    expect(place).toBeDisabled();
    fireEvent.click(within(methods).getByRole('radio', { name: 'پست — ۴۵٬۰۰۰ تومان' }));

    // A refused code says why, in Persian; a good one gives the exact breakdown.
    fireEvent.change(screen.getByLabelText('کد تخفیف (اختیاری)'), { target: { value: 'old' } });
    fireEvent.click(screen.getByRole('button', { name: 'اعمال کد' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('مهلت این کد تخفیف تمام شده است');
    fireEvent.change(screen.getByLabelText('کد تخفیف (اختیاری)'), { target: { value: 'YALDA' } });
    fireEvent.click(screen.getByRole('button', { name: 'اعمال کد' }));
    expect(await screen.findByText(/اعمال شد/)).toHaveTextContent('۶۶٬۱۵۰ تومان تخفیف');

    const bill = screen.getByRole('region', { name: 'صورت‌حساب' });
    expect(bill).toHaveTextContent('قیمت کالاها۷۳۵٬۰۰۰ تومان');
    expect(bill).toHaveTextContent('سود شما از حراج۷۳٬۵۰۰ تومان');
    expect(bill).toHaveTextContent('کد تخفیف۶۶٬۱۵۰ تومان');
    expect(bill).toHaveTextContent('هزینهٔ ارسال۴۵٬۰۰۰ تومان');
    expect(screen.getByTestId('breakdown-total')).toHaveTextContent('۶۴۰٬۳۵۰ تومان');

    // The gateways offered, the first chosen.
    expect(screen.getByRole('radio', { name: 'زرین‌پال' })).toBeChecked();
    const test = screen.getByRole('radio', { name: 'پرداخت آزمایشی' });
    // The simulator's gateway says it moves no money.
    expect(test).toHaveAccessibleDescription('آزمایشی: پولی جابه‌جا نمی‌شود');
    expect(screen.getByRole('radio', { name: 'زرین‌پال' })).not.toHaveAccessibleDescription();
    fireEvent.click(test);
    fireEvent.click(place);
    await waitFor(() => expect(goToBank).toHaveBeenCalledWith('http://localhost:4400/mock/pay/MT1'));
    expect(useServerBasketStore.getState().lines).toBe(0);
    expect(bodyOf(api.to('POST /order')[0])).toEqual({
      addressId: 'a1',
      shippingMethod: 'Post',
      gateway: 'MockTest',
      discountCode: 'YALDA',
      expectedTotal: 6_403_500,
    });
    // Back from the bank, this tab shows the order until it is paid.
    expect(sessionStorage.getItem('ela:checkout:placed-order')).toBe('o1');
  });

  it('chooses Post for the customer when it is the only method that reaches the address', async () => {
    placing({ id: 'o6', status: 'placed' });
    renderShop('/checkout');
    const post = await screen.findByRole('radio', { name: 'پست — ۴۵٬۰۰۰ تومان' });
    await waitFor(() => expect(post).toBeChecked());
    expect(screen.getByRole('button', { name: 'ثبت سفارش و پرداخت' })).toBeEnabled();
  });

  it('sends the customer to the order when the payment could not start', async () => {
    placing({ id: 'o2', status: 'placed' });
    const router = renderShop('/checkout');
    fireEvent.click(await screen.findByRole('radio', { name: 'پست — ۴۵٬۰۰۰ تومان' }));
    expect(screen.queryByRole('radio', { name: 'پرداخت آزمایشی' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ثبت سفارش و پرداخت' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/orders/o2'));
  });

  it('places again with the same Idempotency-Key after no answer, so an order is never placed twice', async () => {
    const api = fakeApi({
      'GET /basket': { status: 200, data: basket },
      'GET /payment/gateways': { status: 200, data: GATEWAYS.slice(0, 1) },
      'GET /address/all': { status: 200, data: [home] },
      'GET /shipping/calculate-price/a1': { status: 200, data: quote('a1', [post]) },
      'POST /order': inTurn(
        { status: 504, data: { statusCode: 504, message: 'پاسخ سرویس بیش از حد طول کشید' } },
        {
          status: 201,
          data: { id: 'o3', status: 'placed', breakdown: {}, payment: { gateway: 'Zarinpal', url: null } },
        },
      ),
    });
    const router = renderShop('/checkout');
    fireEvent.click(await screen.findByRole('radio', { name: 'پست — ۴۵٬۰۰۰ تومان' }));
    const place = screen.getByRole('button', { name: 'ثبت سفارش و پرداخت' });
    fireEvent.click(place);
    await waitFor(() => expect(place).toBeEnabled());
    fireEvent.click(place);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/orders/o3'));
    const keys = api.to('POST /order').map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('still shows the checkout when payments cannot be reached, and says paying is not possible now', async () => {
    fakeApi({
      'GET /basket': { status: 200, data: basket },
      'GET /payment/gateways': { status: 503, data: { statusCode: 503, message: 'سرویس در دسترس نیست' } },
      'GET /address/all': { status: 200, data: [home] },
      'GET /shipping/calculate-price/a1': { status: 200, data: quote('a1', [post]) },
    });
    renderShop('/checkout');
    fireEvent.click(await screen.findByRole('radio', { name: 'پست — ۴۵٬۰۰۰ تومان' }));
    expect(screen.getByText(/پرداخت الان در دسترس نیست/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ثبت سفارش و پرداخت' })).toBeDisabled();
  });

  it('says so when no method reaches the address', async () => {
    fakeApi({
      'GET /basket': { status: 200, data: basket },
      'GET /payment/gateways': { status: 200, data: GATEWAYS },
      'GET /address/all': { status: 200, data: [home] },
      'GET /shipping/calculate-price/a1': { status: 200, data: quote('a1', []) },
    });
    renderShop('/checkout');
    expect(await screen.findByText(/برای این آدرس روش ارسالی در دسترس نیست/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ثبت سفارش و پرداخت' })).toBeDisabled();
  });

  it('sends an empty basket back to the basket', async () => {
    fakeApi({
      'GET /basket': { status: 200, data: { ...basket, lines: [], ready: false } },
      'GET /payment/gateways': { status: 200, data: GATEWAYS },
      'GET /address/all': { status: 200, data: [] },
    });
    renderShop('/checkout');
    expect(await screen.findByRole('heading', { name: 'سبد خرید شما خالی است' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به سبد خرید' })).toHaveAttribute('href', '/basket');
  });

  it('shows a changed total in place, and places the order at the new total once confirmed', async () => {
    const newBill = {
      subtotal: 7_350_000,
      saleSavings: 735_000,
      discount: 0,
      shipping: 500_000,
      total: 7_115_000,
    };
    const api = fakeApi({
      'GET /basket': { status: 200, data: basket },
      'GET /payment/gateways': { status: 200, data: GATEWAYS.slice(0, 1) },
      'GET /address/all': { status: 200, data: [home] },
      'GET /shipping/calculate-price/a1': { status: 200, data: quote('a1', [post]) },
      'POST /order': (request) =>
        (bodyOf(request) as { expectedTotal: number }).expectedTotal === newBill.total
          ? {
              status: 201,
              data: {
                id: 'o4',
                status: 'placed',
                breakdown: newBill,
                payment: { gateway: 'Zarinpal', url: 'https://bank.example/A4' },
              },
            }
          : {
              status: 409,
              data: {
                statusCode: 409,
                message: 'مبلغ سفارش از وقتی صورت‌حساب را دیدید تغییر کرده است',
                error: 'ORDERS.TOTAL_CHANGED',
                details: { breakdown: newBill },
              },
            },
    });
    renderShop('/checkout');
    fireEvent.click(await screen.findByRole('radio', { name: 'پست — ۴۵٬۰۰۰ تومان' }));
    expect(screen.getByTestId('breakdown-total')).toHaveTextContent('۷۰۶٬۵۰۰ تومان');
    fireEvent.click(screen.getByRole('button', { name: 'ثبت سفارش و پرداخت' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('مبلغ سفارش تغییر کرده است');
    expect(screen.getByTestId('total-change')).toHaveTextContent(
      'مبلغ قبلی ۷۰۶٬۵۰۰ تومان بود و مبلغ تازه ۷۱۱٬۵۰۰ تومان است',
    );
    expect(notice).toHaveFocus();
    const bill = screen.getByRole('region', { name: 'صورت‌حساب' });
    expect(bill).toHaveTextContent('هزینهٔ ارسال۵۰٬۰۰۰ تومان');
    expect(screen.getByTestId('breakdown-total')).toHaveTextContent('۷۱۱٬۵۰۰ تومان');
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(goToBank).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'تأیید مبلغ تازه و پرداخت' }));
    await waitFor(() => expect(goToBank).toHaveBeenCalledWith('https://bank.example/A4'));
    const sent = api.to('POST /order');
    expect(sent.map((request) => (bodyOf(request) as { expectedTotal: number }).expectedTotal)).toEqual([
      7_065_000, 7_115_000,
    ]);
    expect(sent[1].headers.get('Idempotency-Key')).not.toBe(sent[0].headers.get('Idempotency-Key'));
  });

  it('says in place that a total is under what the gateway takes, until another choice is made', async () => {
    fakeApi({
      'GET /basket': { status: 200, data: basket },
      'GET /payment/gateways': { status: 200, data: GATEWAYS },
      'GET /address/all': { status: 200, data: [home] },
      'GET /shipping/calculate-price/a1': { status: 200, data: quote('a1', [post]) },
      'POST /order': {
        status: 409,
        data: {
          statusCode: 409,
          message: 'مبلغ این سفارش کمتر از کمترین مبلغی است که این درگاه می‌پذیرد (۱۰۰ تومان)',
          error: 'ORDERS.TOTAL_BELOW_GATEWAY_MINIMUM',
        },
      },
    });
    renderShop('/checkout');
    fireEvent.click(await screen.findByRole('radio', { name: 'پست — ۴۵٬۰۰۰ تومان' }));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت سفارش و پرداخت' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'کمتر از کمترین مبلغی است که این درگاه می‌پذیرد',
    );
    expect(useToastStore.getState().toasts).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'بانک پارسیان' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends an order with nothing to pay straight to its page, with a success toast', async () => {
    placing({ id: 'o5', status: 'paid' });
    const router = renderShop('/checkout');
    fireEvent.click(await screen.findByRole('radio', { name: 'پست — ۴۵٬۰۰۰ تومان' }));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت سفارش و پرداخت' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/orders/o5'));
    expect(useToastStore.getState().toasts).toContainEqual(
      expect.objectContaining({ kind: 'success', message: 'سفارش شما ثبت شد؛ مبلغی برای پرداخت نداشت.' }),
    );
    expect(goToBank).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('ela:checkout:placed-order')).toBeNull();
  });
});
