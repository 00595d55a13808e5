import { Injectable } from '@nestjs/common';
import {
  GATEWAY_TITLES,
  type ListPaymentsQuery,
  type OfferedGateway,
  type Page,
  type Payment,
  type PaymentCheck,
} from '@ela/contracts';
import { PaymentErrors } from '../core/payment-errors';
import { PaymentsRepository } from '../core/payments.repository';
import { GatewayAdapters } from '../gateways/gateway-adapters';
import { PaymentSettlement } from '../settlement/payment-settlement.service';

/** What admins read and do, what orders checks, and the gateways customers are offered. */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly settlement: PaymentSettlement,
    private readonly adapters: GatewayAdapters,
  ) {}

  gateways(): OfferedGateway[] {
    return this.adapters.offered.map((gateway) => ({ gateway, title: GATEWAY_TITLES[gateway] }));
  }

  async list(query: ListPaymentsQuery): Promise<Page<Payment>> {
    const page = await this.payments.page(query);
    return { ...page, items: page.items.map((p) => p.toContract()) };
  }

  /** An admin asks the bank (or orders) about one payment now, instead of waiting for the next sweep. */
  async reconcile(id: string): Promise<Payment> {
    const payment = await this.settlement.settle(id);
    if (!payment) throw PaymentErrors.notFound();
    return payment.toContract();
  }

  /** An admin returned by hand money the bank would not send back; the note names who. */
  async refunded(adminId: string, id: string): Promise<Payment> {
    const payment = await this.payments.transaction(async (tx) => {
      const p = await this.payments.lock(tx, id);
      if (!p) throw PaymentErrors.notFound();
      if (p.state !== 'refund_owed') throw PaymentErrors.noRefundOwed();
      p.refunded(`بازپرداخت دستی ثبت شد (مدیر ${adminId})`);
      return this.payments.save(tx, p);
    });
    return payment.toContract();
  }

  /** The payment as this service keeps it: orders believes a claim step only when it agrees. */
  async check(id: string): Promise<PaymentCheck> {
    const p = await this.payments.findOne(id);
    if (!p) throw PaymentErrors.notFound();
    return {
      id: p.id,
      orderId: p.orderId,
      amount: p.amount,
      state: p.state,
      captured: p.capturedAt !== null,
    };
  }
}
