import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order, OrderAddress } from '@ela/contracts';
import { formatJalaliDateTime, useToastStore } from '@ela/web-kit';
import { bodyOf, fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { renderShop } from '../../../../test/render-shop';
import { goToBank } from '../../../payments/go-to-bank';

// jsdom cannot leave the site; the bank page is another site.
jest.mock('../../../payments/go-to-bank', () => ({ goToBank: jest.fn() }));

const ID = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';
const address: OrderAddress = {
  title: 'خانه',
  receiverName: 'سارا محمدی',
  receiverPhone: '09121234567',
  provinceId: 7,
  provinceName: 'تهران',
  cityId: 7013,
  cityName: 'تهران',
  street: 'خیابان ولیعصر',
  plaque: null,
  unit: null,
  postalCode: '1234567890',
};

function order(extra: Partial<Order> = {}): Order {
  return {
    id: ID,
    number: 100035,
    customerId: 'u1',
    status: 'shipped',
    breakdown: {
      subtotal: 7_350_000,
      saleSavings: 735_000,
      discount: 0,
      shipping: 450_000,
      total: 7_065_000,
    },
    shippingMethod: 'Post',
    gateway: 'MockTest',
    addressId: 'a1',
    shipTo: address,
    discountCode: null,
    trackingCode: 'PT-12345678',
    expiresAt: null,
    lines: [
      {
        inventoryId: 'i1',
        productId: 'p',
        name: 'پارچه کتان قرمز',
        productName: 'پارچه کتان',
        unitType: 'half_meter',
        quantity: 3,
        pricePerStep: 2_450_000,
        effectivePricePerStep: 2_205_000,
        lineTotal: 6_615_000,
        image: { key: 'a1b2c3', urls: { thumb: '/media/a1b2c3-thumb.webp', card: '', large: '' } },
      },
    ],
    timeline: [
      { status: 'placed', at: '2026-03-21T08:00:00.000Z', by: 'u1', note: null },
      { status: 'paid', at: '2026-03-21T08:05:00.000Z', by: 'u1', note: null },
      { status: 'shipped', at: '2026-03-22T10:00:00.000Z', by: 'admin', note: 'با پست پیشتاز فرستاده شد' },
    ],
    createdAt: '2026-03-21T08:00:00.000Z',
    ...extra,
  };
}

describe('an order in the profile', () => {
  afterEach(() => {
    act(() => useToastStore.setState({ toasts: [] }));
    jest.mocked(goToBank).mockClear();
  });

  it('shows its lines, breakdown, address and timeline in Jalali with the tracking code', async () => {
    fakeApi({
      [`GET /order/one/${ID}`]: { status: 200, data: order() },
    });
    renderShop(`/profile/orders/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'سفارش ۱۰۰۰۳۵' })).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'کالاهای سفارش' });
    expect(lines.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/media/a1b2c3-thumb.webp'),
    );
    const steps = await screen.findByRole('list', { name: 'مراحل سفارش' });
    const entries = within(steps).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual([
      'ثبت‌شده، در انتظار پرداخت',
      'پرداخت‌شده',
      'ارسال‌شده',
    ]);
    expect(entries[0]).toHaveTextContent('۱ فروردین ۱۴۰۵');
    expect(entries[2]).toHaveTextContent('با پست پیشتاز فرستاده شد');
    expect(screen.getByText(/کد رهگیری پست/)).toHaveTextContent('PT-۱۲۳۴۵۶۷۸');
    expect(screen.getByRole('link', { name: /PT-۱۲۳۴۵۶۷۸/ })).toHaveAttribute(
      'href',
      'https://tracking.post.ir/?id=PT-12345678',
    );
    expect(screen.getByRole('list', { name: 'کالاهای سفارش' })).toHaveTextContent(
      '۱٫۵ متر × هر نیم‌متر ۲۲۰٬۵۰۰ تومان',
    );
    expect(screen.getByTestId('breakdown-total')).toHaveTextContent('۷۰۶٬۵۰۰ تومان');
    expect(screen.getByText(/روش ارسال/)).toHaveTextContent('پست');
    expect(screen.getByText(/خیابان ولیعصر/)).toHaveTextContent('گیرنده: سارا محمدی');
    expect(screen.queryByRole('button', { name: 'پرداخت سفارش' })).toBeNull();
  });

  it('offers to pay an unpaid order inside its window at a gateway of choice, and sends the customer to the bank page', async () => {
    const expiresAt = new Date(Date.now() + 20 * 60_000).toISOString();
    const placed = order({
      status: 'placed',
      trackingCode: null,
      expiresAt,
      timeline: order().timeline.slice(0, 1),
    });
    const api = fakeApi({
      [`GET /order/one/${ID}`]: { status: 200, data: placed },
      'GET /payment/gateways': {
        status: 200,
        data: [
          { gateway: 'Zarinpal', title: 'زرین‌پال' },
          { gateway: 'MockTest', title: 'پرداخت آزمایشی' },
        ],
      },
      'POST /payment/start': {
        status: 201,
        data: { id: 'p1', gateway: 'Zarinpal', reference: 'A1', url: 'https://bank.example/pg/StartPay/A1' },
      },
    });
    renderShop(`/profile/orders/${ID}`);
    const pay = await screen.findByRole('region', { name: 'در انتظار پرداخت' });
    expect(within(pay).getByTestId('pay-deadline')).toHaveTextContent(formatJalaliDateTime(expiresAt));
    // The order's own gateway first.
    expect(await within(pay).findByRole('radio', { name: 'پرداخت آزمایشی' })).toBeChecked();
    fireEvent.click(within(pay).getByRole('radio', { name: 'زرین‌پال' }));
    fireEvent.click(within(pay).getByRole('button', { name: 'پرداخت سفارش' }));
    await waitFor(() => expect(goToBank).toHaveBeenCalledWith('https://bank.example/pg/StartPay/A1'));
    expect(bodyOf(api.to('POST /payment/start')[0])).toEqual({ orderId: ID, gateway: 'Zarinpal' });
  });

  it('offers no payment once the window is over, and says so', async () => {
    const api = fakeApi({
      [`GET /order/one/${ID}`]: {
        status: 200,
        data: order({
          status: 'placed',
          trackingCode: null,
          expiresAt: new Date(Date.now() - 60_000).toISOString(),
          timeline: order().timeline.slice(0, 1),
        }),
      },
    });
    renderShop(`/profile/orders/${ID}`);
    expect(await screen.findByText(/مهلت پرداخت این سفارش تمام شده است/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'پرداخت سفارش' })).toBeNull();
    expect(api.to('GET /payment/gateways')).toHaveLength(0);
  });

  it('says in place that an order whose window just ended can no longer be paid', async () => {
    fakeApi({
      [`GET /order/one/${ID}`]: {
        status: 200,
        data: order({
          status: 'placed',
          trackingCode: null,
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
        }),
      },
      'GET /payment/gateways': { status: 200, data: [{ gateway: 'Zarinpal', title: 'زرین‌پال' }] },
      'POST /payment/start': {
        status: 409,
        data: {
          statusCode: 409,
          message: 'مهلت پرداخت این سفارش تمام شده است؛ لطفاً دوباره سفارش دهید',
          error: 'PAYMENTS.ORDER_NOT_PAYABLE',
        },
      },
    });
    renderShop(`/profile/orders/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'پرداخت سفارش' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('مهلت پرداخت این سفارش تمام شده است');
    expect(screen.queryByRole('button', { name: 'پرداخت سفارش' })).toBeNull();
    expect(goToBank).not.toHaveBeenCalled();
  });
});
