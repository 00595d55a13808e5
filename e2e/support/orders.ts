import type { Address, BasketLineInput, Order, PlacedOrder } from '@ela/contracts';
import { GatewaySim, TEST_ADDRESS, comeBack, waitUntil, type ApiClient, type Stack } from '@ela/stack';

/**
 * A customer's order of `lines`, sent by Post to the test address and paid through MockTest at the
 * simulated bank; answered once orders has heard of the payment (an event, so a moment later).
 */
export async function placePaidOrder(
  stack: Stack,
  customer: ApiClient,
  lines: BasketLineInput[],
): Promise<Order> {
  const address = await customer.call<Address>('POST', '/address', TEST_ADDRESS);
  expect(address.status).toBe(201);
  expect((await customer.call('POST', '/basket/create', { lines })).status).toBe(200);
  const placed = await customer.call<PlacedOrder>('POST', '/order', {
    addressId: address.body.id,
    shippingMethod: 'Post',
    gateway: 'MockTest',
  });
  expect(placed.status).toBe(201);
  const reference = new URL(placed.body.payment.url!).pathname.split('/').pop()!;
  const bankReturn = await new GatewaySim(stack.urls.gatewaySim).act(reference, 'pay');
  expect((await comeBack(customer, bankReturn)).body).toMatchObject({ outcome: 'paid', status: 'Success' });
  let order: Order | undefined;
  await waitUntil('orders has the order paid', async () => {
    order = (await customer.call<Order>('GET', `/order/one/${placed.body.id}`)).body;
    return order.status === 'paid';
  });
  return order!;
}
