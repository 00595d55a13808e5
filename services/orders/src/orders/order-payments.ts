import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { GATEWAY_TITLES, ORDERS_EVENTS, type EventData, type PAYMENTS_EVENTS } from '@ela/contracts';
import { Outbox } from '@ela/service-kit';
import { OrderChanges } from './order-changes';
import { OrdersRepository } from './orders.repository';

type Succeeded = EventData<typeof PAYMENTS_EVENTS.succeeded>;
type Failed = EventData<typeof PAYMENTS_EVENTS.failed>;

/**
 * What a payment's end does to its order, under the order's lock and in the consumer's inbox
 * transaction. A success pays the order only while it waits for exactly that amount; otherwise
 * it is refused and payments sends the money back. A failure cancels an order still waiting,
 * which gives its stock back; one paid or cancelled meanwhile is left as it is.
 */
@Injectable()
export class OrderPayments {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly changes: OrderChanges,
    private readonly outbox: Outbox,
  ) {}

  async succeeded(tx: EntityManager, payment: Succeeded): Promise<void> {
    const order = await this.orders.lock(tx, payment.orderId);
    const reason = order?.status !== 'placed' ? 'closed' : order.total !== payment.amount ? 'amount' : null;
    if (!order || reason) {
      await this.outbox.add(tx, ORDERS_EVENTS.paymentRefused, {
        id: payment.orderId,
        customerId: payment.customerId,
        paymentId: payment.id,
        reason: reason ?? 'closed',
      });
      return;
    }
    const reference = payment.refId ? `، کد پیگیری ${payment.refId}` : '';
    order.markPaid(payment.customerId, `پرداخت با ${GATEWAY_TITLES[payment.gateway]}${reference}`);
    await this.orders.save(tx, order);
    await this.changes.announce(tx, order, 'placed');
  }

  async failed(tx: EntityManager, payment: Failed): Promise<void> {
    const order = await this.orders.lock(tx, payment.orderId);
    if (order?.status !== 'placed') return;
    order.paymentFailed(payment.failure === 'CANCELLED' ? 'پرداخت در صفحهٔ بانک لغو شد' : 'پرداخت ناموفق بود');
    await this.orders.save(tx, order);
    await this.changes.announce(tx, order, 'placed');
  }
}
