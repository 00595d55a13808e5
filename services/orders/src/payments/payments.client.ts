import { Logger } from '@nestjs/common';
import {
  ERROR_CODES,
  MESSAGES,
  SUBJECTS,
  type OfferedGateway,
  type PaymentCheck,
  type PaymentGateway,
  type PlacedOrder,
  type StartedPlacedPayment,
} from '@ela/contracts';
import { ReusedForAWhile, ServiceError, type ServiceCaller } from '@ela/service-kit';

/** How long the list of offered gateways is trusted; it changes only with payments' configuration. */
const OFFERED_TTL_MS = 10_000;

/**
 * Orders' one door to payments: whether a gateway is offered now (refused before an order is
 * placed), and starting the payment of an order just placed. Payments is handed the order's
 * gateway and total with the customer's token, so it need not read the order back; every claim
 * step later checks the payment's amount against the order again.
 */
export class PaymentsClient {
  private readonly logger = new Logger(PaymentsClient.name);
  private readonly offered = new ReusedForAWhile(OFFERED_TTL_MS, () =>
    this.requests
      .request<OfferedGateway[]>(SUBJECTS.payments.gateways.list, { token: null, params: {} })
      .then((list) => list.map((g) => g.gateway)),
  );

  constructor(private readonly requests: ServiceCaller) {}

  /** A gateway payments does not offer (MockTest in production, one not configured) is a 409. */
  async ensureOffered(gateway: PaymentGateway): Promise<void> {
    let gateways: PaymentGateway[];
    try {
      gateways = await this.offered.get();
    } catch {
      throw new ServiceError({
        statusCode: 503,
        message: MESSAGES.paymentsUnavailable,
        error: ERROR_CODES.unavailable,
      });
    }
    if (!gateways.includes(gateway))
      throw ServiceError.conflict(MESSAGES.gatewayNotOffered, ERROR_CODES.paymentsGatewayNotOffered);
  }

  /**
   * Where to send the customer to pay a placed order, and until when the bank's session lasts;
   * `url: null` when payments or the bank cannot start it now: the order stands, and its page
   * offers to pay (POST /payment/start).
   */
  async start(
    token: string,
    order: { id: string; gateway: PaymentGateway; total: number },
    placedAt: Date,
  ): Promise<{ payment: PlacedOrder['payment']; sessionEndsAt: Date | null }> {
    try {
      const body = {
        orderId: order.id,
        gateway: order.gateway,
        amount: order.total,
        placedAt: placedAt.toISOString(),
      };
      const started = await this.requests.request<StartedPlacedPayment>(
        SUBJECTS.payments.payments.startPlaced,
        { token, params: {}, body },
      );
      return {
        payment: { gateway: order.gateway, url: started.url },
        sessionEndsAt: new Date(started.sessionEndsAt),
      };
    } catch (error) {
      this.logger.warn(
        { orderId: order.id, err: String(error) },
        'payment not started; the order page offers it',
      );
      return { payment: { gateway: order.gateway, url: null }, sessionEndsAt: null };
    }
  }

  /** Payments' own row: a claim step is believed only when it agrees. */
  check(paymentId: string): Promise<PaymentCheck> {
    return this.requests.request<PaymentCheck>(SUBJECTS.payments.payments.check, {
      token: null,
      params: {},
      body: { id: paymentId },
    });
  }
}
