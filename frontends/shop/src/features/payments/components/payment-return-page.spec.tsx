import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order, PaymentResult } from '@ela/contracts';
import { authSession, formatJalaliDateTime, useToastStore } from '@ela/web-kit';
import { bodyOf, fakeApi, inTurn } from '@ela/web-kit/src/testing/fake-api';
import { renderShop } from '../../../../test/render-shop';
import { goToBank } from '../../../payments/go-to-bank';
import { RECHECK_MS } from '../hooks/use-verification';

// jsdom cannot leave the site; the bank page is another site.
jest.mock('../../../payments/go-to-bank', () => ({ goToBank: jest.fn() }));

const AUTHORITY = `A${'0'.repeat(11)}${'7'.repeat(24)}`;
const ORDER = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';

const result = (over: Partial<PaymentResult> = {}): PaymentResult => ({
  id: 'p1',
  number: 100042,
  orderId: ORDER,
  gateway: 'Zarinpal',
  status: 'Success',
  state: 'paid',
  details: true,
  outcome: 'paid',
  failure: null,
  reversal: null,
  amount: 6_300_000,
  refId: '201',
  cardMask: null,
  ...over,
});

const GATEWAYS = [
  { gateway: 'Zarinpal', title: 'زرین‌پال' },
  { gateway: 'MockTest', title: 'پرداخت آزمایشی' },
];
const REFERENCE = `MT${'a'.repeat(32)}`;
const IN_AN_HOUR = new Date(Date.now() + 3_600_000).toISOString();
const order = (over: Partial<Order>) => ({
  id: ORDER,
  status: 'placed',
  expiresAt: IN_AN_HOUR,
  lines: [],
  ...over,
});
const cancelledAttempt = result({
  gateway: 'MockTest',
  status: 'Failed',
  state: 'failed',
  outcome: 'cancelled',
  failure: 'CANCELLED',
});
const customer = () =>
  authSession.start({ access_token: 'a', user: { id: 'u1', phone: '+989121234567' } } as never, 'user');

describe('a gateway’s return page', () => {
  afterEach(() => {
    act(() => authSession.clear());
    act(() => useToastStore.setState({ toasts: [] }));
    jest.mocked(goToBank).mockClear();
  });

  it('settles a Zarinpal return and shows the order number, the amount and a link to the order', async () => {
    const api = fakeApi({
      'POST /order/verify-zarinpal': { status: 200, data: result() },
      [`GET /order/one/${ORDER}`]: { status: 200, data: order({ status: 'paid', number: 100035 }) },
    });
    renderShop(`/payment/zarinpal/verify?Authority=${AUTHORITY}&Status=OK`);
    expect(await screen.findByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('۶۳۰٬۰۰۰ تومان');
    // The order's own number, the one its list, page and the panel show; the attempt keeps its own.
    await waitFor(() => expect(screen.getByTestId('order-number')).toHaveTextContent('۱۰۰۰۳۵'));
    expect(screen.getByTestId('payment-number')).toHaveTextContent('۱۰۰۰۴۲');
    expect(screen.queryByText('6f1c2d3e')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'دیدن سفارش' })).toHaveAttribute(
      'href',
      `/profile/orders/${ORDER}`,
    );
    expect(bodyOf(api.to('POST /order/verify-zarinpal')[0])).toEqual({ authority: AUTHORITY, status: 'OK' });
  });

  it('asks again while the bank’s answer is pending, and shows the result once it comes', async () => {
    jest.useFakeTimers();
    try {
      const api = fakeApi({
        'POST /payment/parsian/verify': inTurn(
          {
            status: 200,
            data: result({ gateway: 'Parsian', status: 'Pending', outcome: 'pending', refId: null }),
          },
          { status: 200, data: result({ gateway: 'Parsian' }) },
        ),
      });
      renderShop('/payment/parsian/verify?token=123456789012345');
      expect(await screen.findByRole('heading', { name: 'در حال بررسی پرداخت با بانک' })).toBeInTheDocument();
      expect(screen.getByText(/دوباره پرداخت نکنید/)).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(RECHECK_MS));
      expect(await screen.findByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeInTheDocument();
      expect(api.to('POST /payment/parsian/verify')).toHaveLength(2);
      expect(bodyOf(api.to('POST /payment/parsian/verify')[0])).toEqual({ token: '123456789012345' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('says a cut-short address is no payment, without asking the shop', async () => {
    const api = fakeApi({});
    renderShop('/payment/zarinpal/verify?Authority=A1');
    expect(await screen.findByRole('heading', { name: 'پرداختی با این نشانی پیدا نشد' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('offers a customer who cancelled to pay again, with the deadline and any gateway, while the order is payable', async () => {
    customer();
    const api = fakeApi({
      'POST /payment/mock/verify': { status: 200, data: cancelledAttempt },
      [`GET /order/one/${ORDER}`]: { status: 200, data: order({}) },
      'GET /payment/gateways': { status: 200, data: GATEWAYS },
      'POST /payment/start': {
        status: 201,
        data: { id: 'p2', gateway: 'Zarinpal', reference: 'A2', url: 'https://bank.example/pg/StartPay/A2' },
      },
    });
    renderShop(`/payment/mock/verify?reference=${REFERENCE}&status=NOK`);
    expect(await screen.findByRole('heading', { name: 'پرداخت لغو شد' })).toBeInTheDocument();
    expect(screen.getByText(/مبلغی از حساب شما برداشته نشد/)).toBeInTheDocument();
    const again = await screen.findByRole('region', { name: 'پرداخت دوباره' });
    expect(screen.getByText(/سفارش شما هنوز برقرار است/)).toBeInTheDocument();
    expect(screen.queryByText(/لغو شد و کالاهایش/)).toBeNull();
    expect(within(again).getByTestId('pay-deadline')).toHaveTextContent(formatJalaliDateTime(IN_AN_HOUR));
    // The gateway just tried is chosen first; another can be.
    expect(await within(again).findByRole('radio', { name: 'پرداخت آزمایشی' })).toBeChecked();
    fireEvent.click(within(again).getByRole('radio', { name: 'زرین‌پال' }));
    fireEvent.click(within(again).getByRole('button', { name: 'پرداخت دوباره' }));
    await waitFor(() => expect(goToBank).toHaveBeenCalledWith('https://bank.example/pg/StartPay/A2'));
    expect(bodyOf(api.to('POST /payment/start')[0])).toEqual({ orderId: ORDER, gateway: 'Zarinpal' });
    expect(screen.queryByRole('button', { name: 'برگرداندن کالاها به سبد خرید' })).toBeNull();
  });

  it('says in place why a new attempt cannot start while an earlier one is being verified', async () => {
    customer();
    fakeApi({
      'POST /payment/mock/verify': { status: 200, data: cancelledAttempt },
      [`GET /order/one/${ORDER}`]: { status: 200, data: order({}) },
      'GET /payment/gateways': { status: 200, data: GATEWAYS },
      'POST /payment/start': {
        status: 409,
        data: {
          statusCode: 409,
          message: 'پرداخت قبلی این سفارش در حال بررسی با بانک است؛ چند لحظه بعد وضعیت سفارش را ببینید',
          error: 'PAYMENTS.PAYMENT_IN_PROGRESS',
        },
      },
    });
    renderShop(`/payment/mock/verify?reference=${REFERENCE}&status=NOK`);
    fireEvent.click(await screen.findByRole('button', { name: 'پرداخت دوباره' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'پرداخت قبلی این سفارش در حال بررسی با بانک است',
    );
    expect(goToBank).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('puts the goods of a cancelled order back in the basket, and offers no payment', async () => {
    customer();
    const api = fakeApi({
      'POST /payment/mock/verify': { status: 200, data: cancelledAttempt },
      [`GET /order/one/${ORDER}`]: {
        status: 200,
        data: order({
          status: 'cancelled',
          expiresAt: null,
          lines: [{ inventoryId: 'i1', quantity: 3 }] as never,
        }),
      },
      'POST /basket/create': { status: 200, data: { id: 'b1', lines: [], totals: {}, ready: true } },
    });
    const router = renderShop(`/payment/mock/verify?reference=${REFERENCE}&status=NOK`);
    expect(await screen.findByText(/این سفارش لغو شده و کالاهایش به انبار برگشته است/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'پرداخت دوباره' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'برگرداندن کالاها به سبد خرید' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/basket'));
    expect(bodyOf(api.to('POST /basket/create')[0])).toEqual({
      lines: [{ inventoryId: 'i1', quantity: 3 }],
      mode: 'merge',
    });
  });

  it('offers nothing to pay once the order’s window is over', async () => {
    customer();
    fakeApi({
      'POST /payment/mock/verify': { status: 200, data: cancelledAttempt },
      [`GET /order/one/${ORDER}`]: {
        status: 200,
        data: order({ expiresAt: new Date(Date.now() - 1000).toISOString() }),
      },
    });
    renderShop(`/payment/mock/verify?reference=${REFERENCE}&status=NOK`);
    expect(await screen.findByText(/مهلت پرداخت این سفارش تمام شده است/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'پرداخت دوباره' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'برگرداندن کالاها به سبد خرید' })).toBeNull();
  });

  it('tells a customer whose money the bank would not send back that the shop refunds it by hand', async () => {
    customer();
    fakeApi({
      'POST /order/verify-zarinpal': {
        status: 200,
        data: result({
          status: 'Failed',
          state: 'refund_owed',
          outcome: 'reversed',
          failure: 'ORDER_CLOSED',
          reversal: 'failed',
        }),
      },
      [`GET /order/one/${ORDER}`]: { status: 200, data: order({ status: 'cancelled', expiresAt: null }) },
    });
    renderShop(`/payment/zarinpal/verify?Authority=${AUTHORITY}&Status=OK`);
    expect(
      await screen.findByRole('heading', { name: 'فروشگاه مبلغ پرداخت را به شما برمی‌گرداند' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/فروشگاه ۶۳۰٬۰۰۰ تومان را خودش به حساب شما برمی‌گرداند/)).toBeInTheDocument();
  });

  it('tells someone who is not the order’s customer the outcome only, and reads no order', async () => {
    const api = fakeApi({
      'POST /payment/mock/verify': {
        status: 200,
        data: { ...cancelledAttempt, details: false, orderId: null, amount: null, refId: null },
      },
    });
    renderShop(`/payment/mock/verify?reference=${REFERENCE}&status=NOK`);
    expect(await screen.findByRole('heading', { name: 'پرداخت لغو شد' })).toBeInTheDocument();
    expect(screen.getByText(/صفحهٔ سفارش‌های خود ببینید/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سفارش‌های من' })).toHaveAttribute('href', '/profile/orders');
    expect(screen.queryByTestId('payment-amount')).toBeNull();
    expect(api.requests.map((r) => r.url)).toEqual(['/payment/mock/verify']);
  });

  it('tells a stranger to a reference that it is not a payment of this shop', async () => {
    fakeApi({
      'POST /order/verify-zarinpal': {
        status: 404,
        data: {
          statusCode: 404,
          message: 'پرداختی با این مشخصات پیدا نشد',
          error: 'PAYMENTS.PAYMENT_NOT_FOUND',
        },
      },
    });
    renderShop(`/payment/zarinpal/verify?Authority=${AUTHORITY}&Status=OK`);
    expect(await screen.findByRole('heading', { name: 'پرداختی با این نشانی پیدا نشد' })).toBeInTheDocument();
  });
});
