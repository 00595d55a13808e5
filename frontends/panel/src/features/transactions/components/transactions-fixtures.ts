import type { Order } from '@ela/contracts';

export const ORDER_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const CUSTOMER_ID = '0d9c8b7a-6f5e-4d3c-8b2a-190817263544';

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    number: 100035,
    customerId: CUSTOMER_ID,
    customer: { phone: '+989351112233', firstName: 'سارا', lastName: 'احمدی' },
    status: 'paid',
    breakdown: { subtotal: 7_350_000, saleSavings: 0, discount: 0, shipping: 450_000, total: 7_800_000 },
    shippingMethod: 'Post',
    gateway: 'MockTest',
    addressId: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
    shipTo: {
      title: 'خانه',
      receiverName: 'مریم رضایی',
      receiverPhone: '09121234567',
      provinceId: 7,
      provinceName: 'تهران',
      cityId: 7013,
      cityName: 'تهران',
      street: 'خیابان آزادی، کوچهٔ یکم',
      plaque: '12',
      unit: null,
      postalCode: '1234567890',
    },
    discountCode: null,
    trackingCode: null,
    expiresAt: null,
    lines: [
      {
        inventoryId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
        productId: '2f1c7a4e-8b1d-4c3a-9e2f-0a1b2c3d4e5f',
        name: 'سرمه‌ای',
        productName: 'مخمل کبریتی',
        unitType: 'half_meter',
        quantity: 3,
        pricePerStep: 2_450_000,
        effectivePricePerStep: 2_450_000,
        lineTotal: 7_350_000,
        image: { key: 'c0ffee', urls: { thumb: '/media/c0ffee-thumb.webp', card: '', large: '' } },
      },
    ],
    timeline: [
      { status: 'placed', at: '2025-03-21T10:00:00Z', by: CUSTOMER_ID, note: null },
      { status: 'paid', at: '2025-03-21T10:05:00Z', by: CUSTOMER_ID, note: null },
    ],
    createdAt: '2025-03-21T10:00:00Z',
    ...overrides,
  };
}

export const pageOf = (items: Order[]) => ({ items, total: items.length, page: 1, limit: 20 });
