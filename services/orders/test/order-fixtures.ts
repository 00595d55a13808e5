import { ServiceClient, type ApiClient, type Stack } from '@ela/stack';
import { SUBJECTS, type Inventory, type Order, type PlacedOrder } from '@ela/contracts';

/** Replaces the caller's basket. */
export async function fillBasket(api: ApiClient, lines: { inventoryId: string; quantity: number }[]) {
  const res = await api.call('POST', '/basket/create', { lines, mode: 'replace' });
  if (res.status >= 300) throw new Error(`basket: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Places an order and answers the response as it came (typed loosely: it may be a refusal). */
export function placeOrder(api: ApiClient, body: Record<string, unknown>) {
  return api.call<PlacedOrder & { error?: string }>('POST', '/order', body);
}

export async function orderAsAdmin(admin: ApiClient, id: string): Promise<Order> {
  const res = await admin.call<Order>('GET', `/order/one-by-admin?id=${id}`);
  if (res.status !== 200) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Reads stock straight from the catalog over NATS: the gateway's edge cache drops a changed
 * inventory only when the change's event arrives, and a test should not race that.
 */
export class StockReader {
  private constructor(private readonly client: ServiceClient) {}

  static async of(stack: Stack): Promise<StockReader> {
    return new StockReader(await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix));
  }

  async stock(inventoryId: string): Promise<number> {
    const inventory = await this.client.request<Inventory>(SUBJECTS.catalog.inventories.findOne, {
      params: { id: inventoryId },
    });
    return inventory.stock;
  }

  /** Polls until the catalog shows `expected` (events travel through outboxes and JetStream). */
  async becomes(inventoryId: string, expected: number, ms = 15_000): Promise<number> {
    const until = Date.now() + ms;
    let seen = await this.stock(inventoryId);
    while (seen !== expected && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      seen = await this.stock(inventoryId);
    }
    return seen;
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
