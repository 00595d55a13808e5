import { SUBJECTS, type Order } from '@ela/contracts';
import type { ServiceRequests } from '@ela/service-kit';

/**
 * What payments asks of orders: the order being paid, read on the customer's behalf with their
 * own verified token, so orders answers only their own order (someone else's is its 404). The
 * amount charged is always the order's total as orders has it, never a number from the caller.
 */
export class OrdersClient {
  constructor(private readonly requests: ServiceRequests) {}

  orderOf(token: string, orderId: string): Promise<Order> {
    return this.requests.request<Order>(SUBJECTS.orders.orders.findMine, { token, params: { id: orderId } });
  }

  close(): Promise<void> {
    return this.requests.close();
  }
}
