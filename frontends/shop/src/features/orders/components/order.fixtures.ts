import { FIRST_VIEW_ELEMENTS, type Inventory, type Order, type PricedBasketLine } from '@ela/contracts';

/** What the invoice and buy-again specs read: an order, the catalog's inventories and basket lines. */
export const ORDER_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';

const line = (inventoryId: string, name: string, extra: Partial<Order['lines'][number]> = {}) => ({
  inventoryId,
  productId: 'p',
  name,
  productName: name,
  unitType: 'half_meter',
  quantity: 3,
  pricePerStep: 2_450_000,
  effectivePricePerStep: 2_205_000,
  lineTotal: 6_615_000,
  image: null,
  ...extra,
});

// 1.5 m of linen on sale and 2 buttons; a 10% code, Post to Tehran.
export function order(extra: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    number: 100035,
    customerId: 'u1',
    customer: { phone: '+989121234567', firstName: 'سارا', lastName: 'محمدی' },
    status: 'shipped',
    breakdown: {
      subtotal: 7_450_000,
      saleSavings: 735_000,
      discount: 671_500,
      shipping: 450_000,
      total: 6_493_500,
    },
    shippingMethod: 'Post',
    gateway: 'MockTest',
    addressId: 'a1',
    shipTo: {
      title: 'خانه',
      receiverName: 'مریم محمدی',
      receiverPhone: '09351112233',
      provinceId: 7,
      provinceName: 'تهران',
      cityId: 7013,
      cityName: 'تهران',
      street: 'خیابان ولیعصر',
      plaque: '12',
      unit: '3',
      postalCode: '1234567890',
    },
    discountCode: 'BAHAR10',
    trackingCode: null,
    expiresAt: null,
    lines: [
      line('i1', 'پارچه کتان قرمز'),
      line('i2', 'دکمه صدفی', {
        unitType: 'count',
        quantity: 2,
        pricePerStep: 50_000,
        effectivePricePerStep: 50_000,
        lineTotal: 100_000,
      }),
    ],
    timeline: [
      { status: 'placed', at: '2026-03-20T20:00:00.000Z', by: 'u1', note: null },
      { status: 'paid', at: '2026-03-21T08:05:00.000Z', by: 'u1', note: null },
      { status: 'shipped', at: '2026-03-22T10:00:00.000Z', by: 'admin', note: null },
    ],
    createdAt: '2026-03-20T20:00:00.000Z',
    ...extra,
  };
}

/** An order still waiting for its payment, inside its window. */
export function unpaidOrder(): Order {
  return order({
    status: 'placed',
    expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    timeline: order().timeline.slice(0, 1),
  });
}

/** The catalog's answer for an inventory still sold, with `stock` steps. */
export const inventory = (id: string, stock: number) => ({ id, stock }) as Inventory;

/** A line of the basket as the basket service prices it (only what buying again reads matters). */
export const basketLine = (inventoryId: string, quantity: number): PricedBasketLine => ({
  inventoryId,
  quantity,
  stockState: 'in_stock',
  available: 10,
  productId: 'p',
  categoryId: 'c',
  unitType: 'half_meter',
  name: `کالای ${inventoryId}`,
  productName: `کالای ${inventoryId}`,
  color: null,
  design: null,
  image: null,
  pricePerStep: 1_000_000,
  salePricePerStep: null,
  effectivePricePerStep: 1_000_000,
  lineTotal: quantity * 1_000_000,
  counted: true,
});

export const pricedBasket = (lines: PricedBasketLine[]) => ({
  id: 'b1',
  lines,
  totals: { subtotal: 0, saleSavings: 0, total: 0 },
  ready: lines.length > 0,
  updatedAt: null,
});

/** The runtime config the shell's server writes into every page, with the shop's contact. */
export function writeRuntimeConfig(contact: { phone: string; email: string; address: string }): () => void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_VIEW_ELEMENTS.runtimeConfig;
  element.textContent = JSON.stringify({ apiBaseUrl: 'http://api.test', remotes: {}, contact });
  document.head.append(element);
  return () => element.remove();
}
