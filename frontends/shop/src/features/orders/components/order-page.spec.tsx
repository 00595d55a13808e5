import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order, OrderAddress } from '@ela/contracts';
import { useToastStore } from '@ela/web-kit';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { renderShop } from '../../../catalog/testing/render-shop';

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
  afterEach(() => act(() => useToastStore.setState({ toasts: [] })));

  it('shows its lines, breakdown, address and timeline in Jalali with the tracking code', async () => {
    fakeApi({
      [`GET /order/one/${ID}`]: { status: 200, data: order() },
    });
    renderShop(`/profile/orders/${ID}`);
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
    expect(screen.getByRole('list', { name: 'کالاهای سفارش' })).toHaveTextContent(
      '۱٫۵ متر × هر نیم‌متر ۲۲۰٬۵۰۰ تومان',
    );
    expect(screen.getByTestId('breakdown-total')).toHaveTextContent('۷۰۶٬۵۰۰ تومان');
    expect(screen.getByText(/روش ارسال/)).toHaveTextContent('پست');
    expect(screen.getByText(/خیابان ولیعصر/)).toHaveTextContent('گیرنده: سارا محمدی');
    expect(screen.queryByRole('link', { name: 'پرداخت سفارش' })).toBeNull();
  });

  it('offers to pay an unpaid MockTest order, and paying leads back to it', async () => {
    let paid = false;
    const placed = order({ status: 'placed', trackingCode: null, timeline: order().timeline.slice(0, 1) });
    fakeApi({
      [`GET /order/one/${ID}`]: () => ({
        status: 200,
        data: paid ? { ...placed, status: 'paid', timeline: order().timeline.slice(0, 2) } : placed,
      }),
      [`POST /order/mock-pay/${ID}`]: () => ((paid = true), { status: 200, data: {} }),
    });
    const router = renderShop(`/profile/orders/${ID}`);
    fireEvent.click(await screen.findByRole('link', { name: 'پرداخت سفارش' }));
    expect(await screen.findByTestId('mock-payment-total')).toHaveTextContent('۷۰۶٬۵۰۰ تومان');
    fireEvent.click(screen.getByRole('button', { name: 'پرداخت' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/orders/${ID}`));
    expect(useToastStore.getState().toasts[0]?.message).toMatch(/پرداخت انجام شد/);
    const steps = await screen.findByRole('list', { name: 'مراحل سفارش' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
  });
});
