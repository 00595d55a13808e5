import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ORDERS_EVENTS, type OrderStatus } from '@ela/contracts';
import { Outbox } from '@ela/service-kit';
import { DiscountRedemptions } from '../discounts/discount-redemptions';
import type { OrderEntity } from './order.entity';

/** What a paid order sold, for analytics' sales figures. */
function sold(order: OrderEntity) {
  return {
    total: order.total,
    lines: order.lines.map((l) => ({
      inventoryId: l.inventoryId,
      productId: l.productId,
      categoryId: l.categoryId ?? null,
      quantity: l.quantity,
      lineTotal: l.lineTotal,
    })),
  };
}

/**
 * What a status change sets off, written with it: always `status-changed`, and `paid`,
 * `cancelled` or `expired` for the catalog, which commits or releases the order's stock; an order
 * that is off gives its discount code's use back.
 */
@Injectable()
export class OrderChanges {
  constructor(
    private readonly outbox: Outbox,
    private readonly redemptions: DiscountRedemptions,
  ) {}

  async announce(tx: EntityManager, order: OrderEntity, from: OrderStatus, expired = false): Promise<void> {
    const ids = { id: order.id, customerId: order.customerId };
    await this.outbox.add(tx, ORDERS_EVENTS.statusChanged, { ...ids, from, to: order.status });
    if (order.status === 'paid') await this.outbox.add(tx, ORDERS_EVENTS.paid, { ...ids, ...sold(order) });
    if (order.status === 'cancelled') {
      await this.outbox.add(tx, expired ? ORDERS_EVENTS.expired : ORDERS_EVENTS.cancelled, ids);
      await this.redemptions.giveBack(tx, order.id);
    }
  }
}
