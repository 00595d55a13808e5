import { Client } from 'pg';
import {
  GatewaySim,
  adminApi,
  databaseUrl,
  metricValue,
  scrapeMetrics,
  type ApiClient,
  type Stack,
} from '@ela/stack';
import type { Order, PaymentGateway, PlacedOrder } from '@ela/contracts';
import { customerWithId, halfMeterFabric, tag } from '../../orders/test/orders-fixtures';
import { POST, makeAddress, makePrice } from '../../orders/test/shipping-fixtures';
import { StockReader, fillBasket, placeOrder } from '../../orders/test/order-fixtures';

export { tag };

/** A shop of one test file: an admin, a Post price, a customer with an address, stock and the simulator. */
export interface TestShop {
  stack: Stack;
  admin: ApiClient;
  customer: { api: ApiClient; id: string; token: string };
  addressId: string;
  stock: StockReader;
  sim: GatewaySim;
}

export async function openShop(stack: Stack): Promise<TestShop> {
  const admin = await adminApi(stack);
  await makePrice(admin, POST);
  const customer = await customerWithId(stack);
  const addressId = (await makeAddress(customer.api, 7, 7013)).id;
  return {
    stack,
    admin,
    customer,
    addressId,
    stock: await StockReader.of(stack),
    sim: new GatewaySim(stack.urls.gatewaySim),
  };
}

/** A half-meter fabric with one inventory per name, each with the stock given. */
export async function fabric(shop: TestShop, names: string[], stock = 20): Promise<Record<string, string>> {
  const t = tag();
  const made = await halfMeterFabric(
    shop.admin,
    t,
    Object.fromEntries(names.map((n) => [n, { price: 1_000_000, stock }])),
  );
  return Object.fromEntries(names.map((n) => [n, made.byName[n].id]));
}

/** Places an order of `quantity` half meters for the shop's customer (or another one), to pay with `gateway`. */
export async function order(
  shop: TestShop,
  inventoryId: string,
  gateway: PaymentGateway,
  quantity = 2,
  buyer: { api: ApiClient; addressId: string } = { api: shop.customer.api, addressId: shop.addressId },
): Promise<PlacedOrder> {
  await fillBasket(buyer.api, [{ inventoryId, quantity }]);
  const res = await placeOrder(buyer.api, { addressId: buyer.addressId, shippingMethod: 'Post', gateway });
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The gateway's reference in a bank page's address. */
export function referenceOf(url: string): string {
  const u = new URL(url);
  return u.searchParams.get('Token') ?? u.pathname.split('/').pop()!;
}

/** Polls `read` until `until` holds of its value or the time is up; answers the last read. */
export async function when<T>(read: () => Promise<T>, until: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (until(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Polls the customer's order until `until` holds or the time is up; answers the last read. */
export function orderWhen(
  api: ApiClient,
  id: string,
  until: (o: Order) => boolean,
  ms = 15_000,
): Promise<Order> {
  return when(async () => (await api.call<Order>('GET', `/order/one/${id}`)).body, until, ms);
}

/** Reads a service's own database, for facts no API shows (outbox rows, history counts). */
export async function sql<T = Record<string, unknown>>(
  stack: Stack,
  service: 'payments' | 'orders' | 'catalog',
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new Client({
    connectionString: databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_${service}`),
  });
  await client.connect();
  try {
    return (await client.query(query, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Another customer with an address, for tests that need someone else's order. */
export async function stranger(stack: Stack): Promise<{ api: ApiClient; addressId: string }> {
  const other = await customerWithId(stack);
  return { api: other.api, addressId: (await makeAddress(other.api, 7, 7013)).id };
}

/** What payments has counted so far in `ela_payment_anomalies_total` for a gateway and kind (0 before the first). */
export async function anomalies(stack: Stack, gateway: PaymentGateway, kind: string): Promise<number> {
  const text = await scrapeMetrics(stack.config.ports.paymentsHealth);
  return metricValue(text, 'ela_payment_anomalies_total', { gateway, kind }) ?? 0;
}
