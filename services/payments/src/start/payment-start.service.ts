import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type {
  Order,
  PaymentGateway,
  StartPlacedBody,
  StartedPayment,
  StartedPlacedPayment,
} from '@ela/contracts';
import { PaymentEntity } from '../core/payment.entity';
import { PaymentErrors } from '../core/payment-errors';
import { gatewayErrors } from '../core/payment.metrics';
import { PAYMENT_SETTINGS, type PaymentSettings } from '../core/payment-settings';
import { PaymentsRepository } from '../core/payments.repository';
import { GatewayAdapters } from '../gateways/gateway-adapters';
import { GatewayUnreachable, SessionRefused } from '../gateways/gateway-adapter';
import { OrdersClient } from '../orders/orders.client';

/**
 * Opens a payment for one of the caller's unpaid orders, at its gateway or another offered one
 * (paying again). Orders checks the owner, that the order is still placed and inside its window,
 * and keeps it payable while the bank's session lasts; the amount is its total. The row is written
 * before the bank is asked, so every session a bank opens has a payment to come back to.
 */
@Injectable()
export class PaymentStartService {
  private readonly logger = new Logger(PaymentStartService.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly adapters: GatewayAdapters,
    private readonly orders: OrdersClient,
    @Inject(PAYMENT_SETTINGS) private readonly settings: PaymentSettings,
  ) {}

  /** `only`: the gateway this route pays with (openTransaction is Parsian's). */
  async start(
    customerId: string,
    orderId: string,
    o: { gateway?: PaymentGateway; only?: PaymentGateway } = {},
  ): Promise<StartedPayment> {
    if (await this.payments.verifyingOf(orderId)) throw PaymentErrors.paymentInProgress();
    const order: Order = await this.orders.open({
      orderId,
      customerId,
      gateway: o.gateway,
      sessionEndsAt: this.sessionEnd(),
    });
    const gateway = o.gateway ?? (order.gateway as PaymentGateway);
    if (o.only && gateway !== o.only) throw PaymentErrors.gatewayMismatch();
    return this.begin({
      orderId: order.id,
      customerId: order.customerId,
      gateway,
      amount: order.breakdown.total,
    });
  }

  /**
   * The order orders has just placed, handed with its gateway and total (only orders may send
   * this, with the customer's token): nothing to read back. Orders keeps the order payable while
   * the session lasts from the answer's `sessionEndsAt`, the session counted from the placement.
   */
  async startPlaced(customerId: string, body: StartPlacedBody): Promise<StartedPlacedPayment> {
    const { placedAt, ...order } = body;
    const sessionEndsAt = this.sessionEnd(placedAt ? Date.parse(placedAt) : Date.now());
    const started = await this.begin({ ...order, customerId });
    return { ...started, sessionEndsAt: sessionEndsAt.toISOString() };
  }

  /** A session counted `from` then, or from now if that is earlier (a clock ahead of this one). */
  private sessionEnd(from = Date.now()): Date {
    return new Date(Math.min(from, Date.now()) + this.settings.bankSessionMs);
  }

  private async begin(o: {
    orderId: string;
    customerId: string;
    gateway: PaymentGateway;
    amount: number;
  }): Promise<StartedPayment> {
    const adapter = this.adapters.get(o.gateway);
    if (!adapter) throw PaymentErrors.gatewayNotOffered();
    const payment = PaymentEntity.begin({ id: randomUUID(), ...o });
    // Asked again as it is written: a verification may have begun since anyone looked.
    if (!(await this.payments.insertUnlessVerifying(payment))) throw PaymentErrors.paymentInProgress();
    // No lease: reconciliation looks at a `started` payment only long after its bank call ended.
    return this.open(payment, adapter);
  }

  private async open(payment: PaymentEntity, adapter: NonNullable<ReturnType<GatewayAdapters['get']>>) {
    const gateway = payment.gateway;
    try {
      const session = await adapter.open({
        paymentNumber: payment.number,
        orderId: payment.orderId,
        amount: payment.amount,
        description: `سفارش ${payment.orderId.slice(0, 8)} از فروشگاه الا`,
      });
      payment.opened(session.reference);
      // Another move that got there first (the order called off, reconciliation) stands.
      await this.payments.moveIfStill(payment, 'started');
      return { id: payment.id, gateway, reference: session.reference, url: session.url };
    } catch (error) {
      if (!(error instanceof GatewayUnreachable || error instanceof SessionRefused)) throw error;
      gatewayErrors.inc({
        gateway,
        operation: error instanceof GatewayUnreachable ? error.operation : 'open',
      });
      this.logger.warn({ paymentId: payment.id, gateway, err: error.message }, 'bank did not open a session');
      // A session the bank opened without answering has no reference here: reconciliation fails it.
      if (error instanceof SessionRefused)
        await this.change(
          payment.id,
          (p) =>
            p.state === 'started' &&
            (p.fail('START_FAILED', error.code, 'بانک جلسهٔ پرداخت را باز نکرد'), true),
        );
      throw PaymentErrors.gatewayUnavailable();
    }
  }

  private async change(id: string, apply: (p: PaymentEntity) => boolean): Promise<void> {
    await this.payments.transaction(async (tx) => {
      const p = await this.payments.lock(tx, id);
      if (p && apply(p)) await this.payments.save(tx, p);
    });
  }
}
