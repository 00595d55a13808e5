import {
  SUBJECTS,
  type ClaimAnswer,
  type Order,
  type OrderClaimBody,
  type OrderClaimStatus,
  type PaymentGateway,
} from '@ela/contracts';
import type { ServiceCaller } from '@ela/service-kit';

type Step = Extract<OrderClaimBody, { paymentId: string }>['step'];

/**
 * What payments asks of orders: to open a bank session on the customer's own order (orders checks
 * the owner, the window and the total, and keeps the order payable while the session lasts), and
 * the claim steps by which one payment at a time holds and pays an order. The amount charged is
 * always the order's total as orders has it, never a number from the caller.
 */
export class OrdersClient {
  constructor(private readonly requests: ServiceCaller) {}

  open(o: { orderId: string; customerId: string; gateway?: PaymentGateway; sessionEndsAt: Date }) {
    return this.claim<Order>({
      step: 'open',
      orderId: o.orderId,
      customerId: o.customerId,
      gateway: o.gateway,
      sessionEndsAt: o.sessionEndsAt.toISOString(),
    });
  }

  step(step: Step, orderId: string, paymentId: string): Promise<ClaimAnswer> {
    return this.claim<ClaimAnswer>({ step, orderId, paymentId });
  }

  status(orderId: string): Promise<OrderClaimStatus> {
    return this.claim<OrderClaimStatus>({ step: 'status', orderId });
  }

  private claim<T>(body: OrderClaimBody): Promise<T> {
    return this.requests.request<T>(SUBJECTS.orders.orders.claim, { token: null, params: {}, body });
  }
}
