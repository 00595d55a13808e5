import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { PaymentGateway, StartedPayment } from '@ela/contracts';
import { GatewayAdapters } from '../gateways/gateway-adapters';
import { GatewayUnreachable, SessionRefused } from '../gateways/gateway-adapter';
import { OrdersClient } from '../orders/orders.client';
import { PaymentEntity } from './payment.entity';
import { PaymentErrors } from './payment-errors';
import { gatewayErrors } from './payment.metrics';
import { PaymentsRepository } from './payments.repository';

/**
 * Opens a payment for one of the caller's unpaid orders: the order is read from orders with the
 * caller's own token (someone else's is a 404 there), the amount is its total, the gateway its
 * gateway. The row is written before the bank is asked, so every session a bank opens has a
 * payment to come back to; one whose session never opened is failed as START_FAILED.
 */
@Injectable()
export class PaymentStartService {
  private readonly logger = new Logger(PaymentStartService.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly adapters: GatewayAdapters,
    private readonly orders: OrdersClient,
  ) {}

  /** `only`: the gateway this route pays with (openTransaction is Parsian's). */
  async start(token: string, orderId: string, only?: PaymentGateway): Promise<StartedPayment> {
    const order = await this.orders.orderOf(token, orderId);
    const gateway = order.gateway as PaymentGateway;
    if (only && gateway !== only) throw PaymentErrors.gatewayMismatch();
    const adapter = this.adapters.get(gateway);
    if (!adapter) throw PaymentErrors.gatewayNotOffered();
    if (order.status !== 'placed') throw PaymentErrors.orderNotPayable();

    const payment = await this.payments.transaction(async (tx) => {
      await this.payments.lockOrder(tx, order.id);
      if (await this.payments.hasSuccess(tx, order.id)) throw PaymentErrors.orderNotPayable();
      const begun = PaymentEntity.begin({
        id: randomUUID(),
        number: await this.payments.nextNumber(tx),
        orderId: order.id,
        customerId: order.customerId,
        gateway,
        amount: order.breakdown.total,
        orderExpiresAt: order.expiresAt ? new Date(order.expiresAt) : null,
      });
      await this.payments.insert(tx, begun);
      return begun;
    });

    let session;
    try {
      session = await adapter.open({
        paymentNumber: payment.number,
        orderId: order.id,
        amount: payment.amount,
        description: `سفارش ${order.id.slice(0, 8)} از فروشگاه الا`,
      });
    } catch (error) {
      if (!(error instanceof GatewayUnreachable || error instanceof SessionRefused)) throw error;
      gatewayErrors.inc({
        gateway,
        operation: error instanceof GatewayUnreachable ? error.operation : 'open',
      });
      this.logger.warn({ paymentId: payment.id, gateway, err: error.message }, 'bank did not open a session');
      await this.payments.transaction(async (tx) => {
        const p = await this.payments.lock(tx, payment.id);
        if (!p || p.isFinal || p.reference) return;
        p.fail(
          'START_FAILED',
          error instanceof SessionRefused ? error.code : null,
          'بانک جلسهٔ پرداخت را باز نکرد',
        );
        await this.payments.save(tx, p);
      });
      throw PaymentErrors.gatewayUnavailable();
    }

    await this.payments.transaction(async (tx) => {
      const p = await this.payments.lock(tx, payment.id);
      if (!p) throw PaymentErrors.notFound();
      p.opened(session.reference);
      await this.payments.save(tx, p);
    });
    return { id: payment.id, gateway, reference: session.reference, url: session.url };
  }
}
