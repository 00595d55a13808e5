import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  ORDERS_EVENTS,
  TEHRAN_UTC_OFFSET,
  eventStreamName,
  type AnalyticsOverview,
  type CategorySales,
  type Order,
  type PlacedOrder,
  type SalesDay,
  type SearchReport,
  type TopProduct,
} from '@ela/contracts';
import {
  ServiceClient,
  adminApi,
  customerApi,
  makeCategory,
  makeInventory,
  makeProduct,
  GatewaySim,
  comeBack,
  startTestStack,
  tag,
  type ApiClient,
  TEST_ADDRESS,
} from '@ela/stack';
import { seedOrders } from '@ela/tools/seed-orders';
import { browserEvent } from './event-fixtures';
import { eventually } from './analytics-db';

jest.setTimeout(120_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let customer: ApiClient;
let addressId: string;

const DAY_MS = 24 * 60 * 60_000;
/** Today in Tehran, and the day before yesterday, as the reports take them. */
const tehranDay = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * DAY_MS + 3.5 * 60 * 60_000).toISOString().slice(0, 10);
const today = tehranDay();
const period = `from=${tehranDay(-2)}&to=${today}`;

beforeAll(async () => {
  expect(TEHRAN_UTC_OFFSET).toBe('+03:30');
  stack = await startTestStack([
    'gateway-sim',
    'auth',
    'catalog',
    'orders',
    'payments',
    'analytics',
    'analytics-worker',
    'gateway',
  ]);
  const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  await seedOrders(services);
  await services.close();
  admin = await adminApi(stack);
  customer = await customerApi(stack);
  const address = await customer.call<{ id: string }>('POST', '/address', {
    ...TEST_ADDRESS,
    receiverName: 'مشتری آزمون',
  });
  addressId = address.body.id;
});
afterAll(() => stack?.dispose());

async function order(lines: { inventoryId: string; quantity: number }[]): Promise<PlacedOrder> {
  const basket = await customer.call('POST', '/basket/create', { lines, mode: 'replace' });
  expect(basket.status).toBe(200);
  const placed = await customer.call<PlacedOrder>('POST', '/order', {
    addressId,
    shippingMethod: 'Post',
    gateway: 'MockTest',
  });
  expect(placed.status).toBe(201);
  return placed.body;
}

/** Paid at the simulated MockTest bank, and back through the shop's return page. */
async function pay(placed: PlacedOrder): Promise<void> {
  const reference = new URL(placed.payment.url!).pathname.split('/').pop()!;
  const sim = new GatewaySim(stack.urls.gatewaySim);
  const result = await comeBack(customer, await sim.act(reference, 'pay'));
  expect(result.body).toMatchObject({ status: 'Success', orderId: placed.id });
}
const report = async <T>(path: string) => {
  const res = await admin.call<T>('GET', path);
  expect(res.status).toBe(200);
  return res.body;
};

it('counts browsers’ events and the orders service’s sales, and the sales match the orders', async () => {
  const t = tag();
  const fabrics = await makeCategory(admin, `پارچه ${t}`);
  const buttons = await makeCategory(admin, `دکمه ${t}`);
  const velvet = await makeProduct(admin, { name: `مخمل ${t}`, categoryId: fabrics.id, unitType: 'meter' });
  const button = await makeProduct(admin, { name: `دکمه ${t}`, categoryId: buttons.id, unitType: 'count' });
  const red = await makeInventory(admin, {
    productId: velvet.id,
    name: `مخمل ${t} قرمز`,
    price: 1_000_000,
    stock: 50,
  });
  const gold = await makeInventory(admin, {
    productId: button.id,
    name: `دکمه ${t} طلایی`,
    price: 2_500_000,
    stock: 50,
  });

  // Paid; paid and then cancelled (no sale); placed and never paid.
  const sold = await order([
    { inventoryId: red.id, quantity: 2 },
    { inventoryId: gold.id, quantity: 1 },
  ]);
  await pay(sold);
  const refunded = await order([{ inventoryId: red.id, quantity: 1 }]);
  await pay(refunded);
  expect((await admin.call('DELETE', `/order/${refunded.id}`)).status).toBe(200);
  await order([{ inventoryId: gold.id, quantity: 1 }]);
  const paidOrder = (await admin.call<Order>('GET', `/order/one-by-admin?id=${sold.id}`)).body;
  const lineOf = (id: string) => paidOrder.lines.find((l) => l.inventoryId === id)!.lineTotal;

  // Two browsers: one goes all the way to the order it paid, one only looks.
  const buyer = randomUUID();
  const looker = randomUUID();
  const snapshot = { lines: [{ inventoryId: red.id, quantity: 2 }] };
  const events = [
    browserEvent('page_view', {}, { anonId: buyer }),
    browserEvent('product_view', { productId: velvet.id, inventoryId: red.id }, { anonId: buyer }),
    browserEvent(
      'basket_add',
      { inventoryId: red.id, quantity: 2, basketSnapshot: snapshot },
      { anonId: buyer },
    ),
    browserEvent('checkout_started', { basketSnapshot: snapshot }, { anonId: buyer }),
    browserEvent('order_placed', { orderId: sold.id, total: sold.breakdown.total }, { anonId: buyer }),
    browserEvent(
      'payment_result',
      { orderId: sold.id, gateway: 'MockTest', status: 'Success' },
      { anonId: buyer },
    ),
    browserEvent('product_view', { productId: button.id, inventoryId: gold.id }, { anonId: looker }),
    browserEvent('search', { term: `كتان ${t}`, resultCount: 0 }, { anonId: looker }),
    browserEvent('search', { term: `کتان  ${t}`, resultCount: 0 }, { anonId: looker }),
    browserEvent('search', { term: `مخمل ${t}`, resultCount: 4 }, { anonId: looker }),
    // A browser's claim of an order is no sale: sales come from the orders service alone.
    browserEvent('order_placed', { orderId: randomUUID(), total: 999_999_999 }, { anonId: looker }),
  ];
  expect((await customer.call('POST', '/api/events', { events })).status).toBe(202);

  const overview = await eventually(
    () => report<AnalyticsOverview>(`/analytics/overview?${period}`),
    (o) =>
      o.visitors === 2 &&
      o.orders.paid === 1 &&
      o.orders.cancelledAfterPaying === 1 &&
      o.funnel[3].visitors === 1,
  );
  expect(overview).toMatchObject({
    visitors: 2,
    searchesWithoutResults: 2,
    orders: { placed: 3, paid: 1, cancelledAfterPaying: 1, revenue: paidOrder.breakdown.total },
    funnel: [
      { step: 'product_view', visitors: 2 },
      { step: 'basket_add', visitors: 1 },
      { step: 'checkout_started', visitors: 1 },
      { step: 'paid', visitors: 1 },
    ],
  });
  expect(overview.events).toMatchObject({ page_view: 1, product_view: 2, search: 3, order_placed: 2 });

  const days = await report<SalesDay[]>(`/analytics/sales-by-day?${period}`);
  expect(days).toEqual([
    { day: tehranDay(-2), orders: 0, revenue: 0 },
    { day: tehranDay(-1), orders: 0, revenue: 0 },
    { day: today, orders: 1, revenue: paidOrder.breakdown.total },
  ]);

  const categories = await report<CategorySales[]>(`/analytics/sales-by-category?${period}`);
  expect(categories).toEqual(
    [
      { categoryId: fabrics.id, orders: 1, revenue: lineOf(red.id) },
      { categoryId: buttons.id, orders: 1, revenue: lineOf(gold.id) },
    ].sort((a, b) => b.revenue - a.revenue),
  );
  expect(categories.reduce((sum, c) => sum + c.revenue, 0)).toBe(
    paidOrder.breakdown.subtotal - paidOrder.breakdown.saleSavings,
  );

  const top = await report<TopProduct[]>(`/analytics/top-products?${period}&limit=5`);
  expect(top).toEqual(
    expect.arrayContaining([
      {
        inventoryId: red.id,
        productId: velvet.id,
        views: 1,
        visitors: 1,
        basketAdds: 1,
        unitsSold: 2,
        revenue: lineOf(red.id),
      },
      {
        inventoryId: gold.id,
        productId: button.id,
        views: 1,
        visitors: 1,
        basketAdds: 0,
        unitsSold: 1,
        revenue: lineOf(gold.id),
      },
    ]),
  );

  const searches = await report<SearchReport>(`/analytics/searches?${period}`);
  expect(searches.top).toEqual([
    { term: `کتان ${t}`, searches: 2, withoutResults: 2 },
    { term: `مخمل ${t}`, searches: 1, withoutResults: 0 },
  ]);
  expect(searches.withoutResults).toEqual([{ term: `کتان ${t}`, searches: 2, lastAt: expect.any(String) }]);

  // The same paid event delivered again (a relay that published twice) changes nothing.
  await redeliverLastPaidEvent();
  await sleep(1500);
  expect((await report<AnalyticsOverview>(`/analytics/overview?${period}`)).orders).toEqual(overview.orders);
  expect(await report<CategorySales[]>(`/analytics/sales-by-category?${period}`)).toEqual(categories);
});

it('refuses a period that ends before it starts or is longer than a year', async () => {
  expect((await admin.call('GET', `/analytics/overview?from=${today}&to=${tehranDay(-1)}`)).status).toBe(400);
  expect((await admin.call('GET', '/analytics/sales-by-day?from=2024-01-01&to=2025-01-01')).status).toBe(400);
  expect((await admin.call('GET', '/analytics/sales-by-day?from=2024-01-02&to=2025-01-01')).status).toBe(200);
});

/** Publishes the stream's last paid event again under a new message id, past JetStream's de-duplication. */
async function redeliverLastPaidEvent(): Promise<void> {
  // Reading a stream's stored messages is for people inspecting NATS.
  const nc = await stack.connectNats('operator');
  try {
    const prefix = stack.config.natsPrefix;
    const jsm = await jetstreamManager(nc);
    const last = await jsm.streams.getMessage(eventStreamName('orders', prefix), {
      last_by_subj: `${prefix}${ORDERS_EVENTS.paid.subject}`,
    });
    await jetstream(nc).publish(last!.subject, last!.data, { msgID: randomUUID() });
  } finally {
    await nc.close();
  }
}
