import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PaymentResult } from '@ela/contracts';
import { authSession } from '@ela/web-kit';
import { bodyOf, fakeApi, inTurn } from '@ela/web-kit/src/testing/fake-api';
import { renderShop } from '../../../catalog/testing/render-shop';
import { RECHECK_MS } from '../hooks/use-verification';

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

describe('a gateway’s return page', () => {
  afterEach(() => act(() => authSession.clear()));

  it('settles a Zarinpal return and shows the order number, the amount and a link to the order', async () => {
    const api = fakeApi({ 'POST /order/verify-zarinpal': { status: 200, data: result() } });
    renderShop(`/payment/zarinpal/verify?Authority=${AUTHORITY}&Status=OK`);
    expect(await screen.findByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('۶۳۰٬۰۰۰ تومان');
    expect(screen.getByText('6f1c2d3e')).toBeInTheDocument();
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

  it('tells a customer who cancelled that no money was taken, and puts the goods back in the basket', async () => {
    authSession.start(
      { access_token: 'a', refresh_token: 'r', user: { id: 'u1', phone: '+989121234567' } } as never,
      'user',
    );
    const reference = `MT${'a'.repeat(32)}`;
    const api = fakeApi({
      'POST /payment/mock/verify': {
        status: 200,
        data: result({ gateway: 'MockTest', status: 'Failed', outcome: 'cancelled', failure: 'CANCELLED' }),
      },
      [`GET /order/one/${ORDER}`]: {
        status: 200,
        data: { id: ORDER, lines: [{ inventoryId: 'i1', quantity: 3 }] },
      },
      'POST /basket/create': { status: 200, data: { id: 'b1', lines: [], totals: {}, ready: true } },
    });
    const router = renderShop(`/payment/mock/verify?reference=${reference}&status=NOK`);
    expect(await screen.findByRole('heading', { name: 'پرداخت لغو شد' })).toBeInTheDocument();
    expect(screen.getByText(/مبلغی از حساب شما برداشته نشد/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'برگرداندن کالاها به سبد خرید' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/basket'));
    expect(bodyOf(api.to('POST /basket/create')[0])).toEqual({
      lines: [{ inventoryId: 'i1', quantity: 3 }],
      mode: 'merge',
    });
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
