import { ApiClient, TEST_ADDRESS, freshPhone } from '@ela/stack';
import { measure, type Figures } from './measure';
import { OrderFigures } from './order-figures';

interface Listed<T> {
  items: T[];
}

async function read<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return (await answer.json()) as T;
}

/**
 * The demo shop's hot pages as a storefront asks for them: product pages (the product, its
 * inventories, similar products) and the listing's first pages and category menus.
 */
async function hotPaths(api: string): Promise<{ products: string[]; listings: string[]; inStock: string[] }> {
  const products = (await read<Listed<{ id: string }>>(`${api}/products/get-all?page=1&limit=20`)).items;
  const categories = await read<{ id: string }[]>(`${api}/categories/all-main-categories`);
  const inStock: string[] = [];
  for (const { id } of products) {
    const inventories = await read<Listed<{ id: string; stock: number }>>(
      `${api}/products/inventory?productId=${id}&limit=20`,
    );
    inStock.push(...inventories.items.filter((i) => i.stock > 10).map((i) => i.id));
  }
  return {
    products: products.flatMap(({ id }) => [
      `/products/find-one/${id}`,
      `/products/inventory?productId=${id}&limit=20`,
      `/products/similarProducts/${id}`,
    ]),
    listings: [
      ...[1, 2, 3].map((page) => `/products/get-all?page=${page}&limit=20`),
      '/products/get-all?page=1&limit=20&sort=price_asc',
      '/categories/tree-mode',
      ...categories.map(({ id }) => `/products/category-menu/${id}`),
    ],
    inStock,
  };
}

/** Customers logged in, each with an address, each placing orders one after another. */
async function placeOrders(api: string, outbox: string, inStock: string[], customers: number, each: number) {
  const figures = new OrderFigures();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: customers }, async (_, c) => {
      const client = new ApiClient(api);
      const buyer = client.as((await client.login('user', freshPhone(), outbox)).access_token);
      const address = await buyer.call<{ id: string }>('POST', '/address', TEST_ADDRESS);
      for (let n = 0; n < each; n++) {
        const inventoryId = inStock[(c * each + n) % inStock.length];
        await buyer.call('POST', '/basket/create', { lines: [{ inventoryId, quantity: 1 }] });
        const since = performance.now();
        const placed = await buyer.call('POST', '/order', {
          addressId: address.body.id,
          shippingMethod: 'Post',
          gateway: 'MockTest',
        });
        figures.add(since, placed.status);
      }
    }),
  );
  return figures.summary((performance.now() - started) / 1000);
}

/**
 * A load through the gateway: hot product pages and listings under autocannon (50 connections
 * each, `seconds` apiece), then customers placing orders. Returns the read figures and a line on
 * the orders.
 */
export async function loadTheShop(
  api: string,
  smsOutbox: string,
  { seconds, customers, ordersEach }: { seconds: number; customers: number; ordersEach: number },
): Promise<{ reads: Figures[]; orders: string }> {
  const paths = await hotPaths(api);
  const reads = [
    await measure('product pages (hot 20)', api, seconds, paths.products),
    await measure('listings and menus', api, seconds, paths.listings),
  ];
  const orders = await placeOrders(api, smsOutbox, paths.inStock, customers, ordersEach);
  return { reads, orders };
}
