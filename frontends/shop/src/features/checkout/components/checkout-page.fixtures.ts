import { act } from '@testing-library/react';
import type { Address, PricedBasket, ShippingQuote } from '@ela/contracts';
import { authSession, useServerBasketStore, useToastStore } from '@ela/web-kit';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';

/** What the checkout specs read: gateways, an address, a priced basket and shipping quotes. */
export const GATEWAYS = [
  { gateway: 'Zarinpal', title: 'زرین‌پال' },
  { gateway: 'Parsian', title: 'بانک پارسیان' },
  { gateway: 'MockTest', title: 'پرداخت آزمایشی' },
];

export const home: Address = {
  id: 'a1',
  title: 'خانه',
  receiverName: 'سارا محمدی',
  receiverPhone: '+989121234567',
  provinceId: 8,
  provinceName: 'تهران',
  cityId: 301,
  cityName: 'تهران',
  street: 'خیابان ولیعصر',
  plaque: '12',
  unit: null,
  postalCode: '1234567890',
  createdAt: '',
  updatedAt: '',
};

// 1.5 m of linen at a sale price: 3 half meters of 2,450,000 Rials, on sale at 2,205,000.
export const basket: PricedBasket = {
  id: 'b1',
  lines: [
    {
      inventoryId: 'i1',
      quantity: 3,
      stockState: 'in_stock',
      available: 9,
      productId: 'p',
      categoryId: 'c',
      unitType: 'half_meter',
      name: 'پارچه کتان قرمز',
      productName: 'پارچه کتان',
      color: null,
      design: null,
      image: null,
      pricePerStep: 2_450_000,
      salePricePerStep: 2_205_000,
      effectivePricePerStep: 2_205_000,
      lineTotal: 6_615_000,
      counted: true,
    },
  ],
  totals: { subtotal: 7_350_000, saleSavings: 735_000, total: 6_615_000 },
  ready: true,
  updatedAt: null,
};

export const quote = (addressId: string, options: ShippingQuote['options']): ShippingQuote => ({
  addressId,
  distanceClass: 'sameCity',
  actualGrams: 900,
  volumetricGrams: 600,
  chargeableGrams: 900,
  options,
});
export const post = { priceId: 'sp-post', method: 'Post' as const, title: 'پست', price: 450_000 };
export const peyk = { priceId: 'sp-peyk', method: 'Peyk' as const, title: 'پیک', price: 300_000 };
export const user = { id: 'u1', phone: '+989121234567', firstName: 'سارا', lastName: 'محمدی' };

/** A customer signed in with nothing on the server's basket store. */
export function signIn(): void {
  useServerBasketStore.setState({ lines: null });
  authSession.start({ access_token: 'a', user } as never, 'user');
}

export function signOut(): void {
  act(() => authSession.clear());
  act(() => useToastStore.setState({ toasts: [] }));
  sessionStorage.clear();
}

/** A checkout with one gateway and Post to the home address, placing `order` when asked. */
export function placing(order: { id: string; status: string }) {
  return fakeApi({
    'GET /basket': { status: 200, data: basket },
    'GET /payment/gateways': { status: 200, data: GATEWAYS.slice(0, 1) },
    'GET /address/all': { status: 200, data: [home] },
    'GET /shipping/calculate-price/a1': { status: 200, data: quote('a1', [post]) },
    'POST /order': {
      status: 201,
      data: { ...order, breakdown: {}, payment: { gateway: 'Zarinpal', url: null } },
    },
  });
}
