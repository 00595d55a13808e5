import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ORDERS_EVENTS, type OrderStatus } from '@ela/contracts';
import { Outbox } from '@ela/service-kit';
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
 * The events a status change announces, written with it: always `status-changed`, and `paid`,
 * `cancelled` or `expired` for the catalog, which commits or releases the order's stock.
 */
@Injectable()
export class OrderChanges {
  constructor(private readonly outbox: Outbox) {}

  async announce(tx: EntityManager, order: OrderEntity, from: OrderStatus, expired = false): Promise<void> {
    const ids = { id: order.id, customerId: order.customerId };
    await this.outbox.add(tx, ORDERS_EVENTS.statusChanged, { ...ids, from, to: order.status });
    if (order.status === 'paid') await this.outbox.add(tx, ORDERS_EVENTS.paid, { ...ids, ...sold(order) });
    if (order.status === 'cancelled')
      await this.outbox.add(tx, expired ? ORDERS_EVENTS.expired : ORDERS_EVENTS.cancelled, ids);
  }
}
