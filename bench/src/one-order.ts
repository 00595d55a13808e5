import { customerApi, TEST_ADDRESS, type startTestStack } from '@ela/stack';
import { orderableInventory } from './orderable-inventory';

type TestStack = Awaited<ReturnType<typeof startTestStack>>;

/** The apps one order passes through. */
export const ORDER_PATH_APPS = ['gateway-sim', 'auth', 'catalog', 'orders', 'payments', 'gateway'] as const;

/**
 * A customer with an address and an inventory to buy, for the listings of what one order sends:
 * `refill` puts one step of it in the basket, `place` orders it (anything but a 201 throws). Customers
 * may share one inventory (`shared`).
 */
export async function oneOrder(stack: TestStack, shared?: { id: string }) {
  const inventory = shared ?? (await orderableInventory(stack, 1000));
  const api = await customerApi(stack);
  const address = await api.call<{ id: string }>('POST', '/address', TEST_ADDRESS);
  return {
    refill: () => api.call('POST', '/basket/create', { lines: [{ inventoryId: inventory.id, quantity: 1 }] }),
    async place(): Promise<void> {
      const placed = await api.call('POST', '/order', {
        addressId: address.body.id,
        shippingMethod: 'Post',
        gateway: 'MockTest',
      });
      if (placed.status !== 201) throw new Error(`order: ${placed.status} ${JSON.stringify(placed.body)}`);
    },
  };
}
