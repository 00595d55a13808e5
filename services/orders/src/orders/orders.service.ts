import { Injectable } from '@nestjs/common';
import {
  orderNumberOf,
  type ChangeOrderStatusBody,
  type ListMyOrdersQuery,
  type ListOrdersQuery,
  type Order,
  type OrderActor,
  type OrderUserSearchQuery,
  type Page,
} from '@ela/contracts';
import { AuthClient } from '../auth/auth.client';
import { OrderChanges } from './order-changes';
import type { OrderEntity } from './order.entity';
import { OrderErrors } from './order-errors';
import { OrdersRepository } from './orders.repository';

const toPage = (page: Page<OrderEntity>): Page<Order> => ({
  ...page,
  items: page.items.map((o) => o.toContract()),
});

/** Reading orders, and every status change after placement. */
@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly changes: OrderChanges,
    private readonly auth: AuthClient,
  ) {}

  async mine(customerId: string, query: ListMyOrdersQuery): Promise<Page<Order>> {
    return toPage(await this.orders.pageOfCustomer(customerId, query));
  }

  /** Someone else's order is a 404, as if it did not exist. */
  async findMine(customerId: string, id: string): Promise<Order> {
    const order = await this.orders.findOne(id);
    if (!order || order.customerId !== customerId) throw OrderErrors.notFound();
    return order.toContract();
  }

  async list(query: ListOrdersQuery): Promise<Page<Order>> {
    return toPage(await this.orders.page(query));
  }

  async findOne(id: string): Promise<Order> {
    const order = await this.orders.findOne(id);
    if (!order) throw OrderErrors.notFound();
    return order.toContract();
  }

  /**
   * A term that is an order number (in any digits) finds that order; any term also finds the
   * orders of the customers it matches. Customers live in auth: it is asked with the admin's own
   * token, then their orders listed.
   */
  async ofCustomersMatching(token: string, query: OrderUserSearchQuery): Promise<Page<Order>> {
    const number = orderNumberOf(query.term);
    const users = await this.auth.searchUsers(token, query.term);
    if (users.length === 0 && number === null)
      return { items: [], total: 0, page: query.page, limit: query.limit };
    const { term: _term, ...filters } = query;
    return toPage(await this.orders.page(filters, { customerIds: users.map((u) => u._id), number }));
  }

  changeStatus(adminId: string, id: string, body: ChangeOrderStatusBody): Promise<Order> {
    return this.change(id, (order) => {
      if (body.trackingCode !== undefined) order.setTrackingCode(body.trackingCode);
      if (body.status !== order.status || body.trackingCode === undefined)
        order.moveTo(body.status, 'admin', adminId, body.note ?? null);
    });
  }

  /** Cancelling keeps the order and its timeline; the catalog hears it and releases the stock. */
  cancel(adminId: string, id: string): Promise<Order> {
    return this.change(id, (order) => order.moveTo('cancelled', 'admin' satisfies OrderActor, adminId));
  }

  private async change(id: string, apply: (order: OrderEntity) => void): Promise<Order> {
    const order = await this.orders.transaction(async (tx) => {
      const found = await this.orders.lock(tx, id);
      if (!found) throw OrderErrors.notFound();
      const from = found.status;
      apply(found);
      const saved = await this.orders.save(tx, found);
      if (saved.status !== from) await this.changes.announce(tx, saved, from);
      return saved;
    });
    return order.toContract();
  }
}
