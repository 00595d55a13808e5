import type { Inventory } from '@ela/contracts';
import {
  ServiceClient,
  adminApi,
  makeCategory,
  makeInventory,
  makeProduct,
  tag,
  type startTestStack,
} from '@ela/stack';
import { seedOrders } from '@ela/tools/seed-orders';

type TestStack = Awaited<ReturnType<typeof startTestStack>>;

/**
 * What an order bench needs before its first order: the shop's shipping prices and weights, and one
 * velvet inventory sold by the meter at 500,000 rials with `stock` of it.
 */
export async function orderableInventory(stack: TestStack, stock: number): Promise<Inventory> {
  const admin = await adminApi(stack);
  const t = tag();
  const categoryId = (await makeCategory(admin, `پارچه ${t}`)).id;
  const productId = (await makeProduct(admin, { name: `مخمل ${t}`, categoryId, unitType: 'meter' })).id;
  const inventory = await makeInventory(admin, { productId, name: `مخمل ${t}`, price: 500_000, stock });
  const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  await seedOrders(services);
  await services.close();
  return inventory;
}
