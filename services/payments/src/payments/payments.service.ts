import { Injectable } from '@nestjs/common';
import {
  GATEWAY_TITLES,
  type ListPaymentsQuery,
  type OfferedGateway,
  type Page,
  type Payment,
} from '@ela/contracts';
import { GatewayAdapters } from '../gateways/gateway-adapters';
import { PaymentErrors } from './payment-errors';
import { PaymentSettlement } from './payment-settlement.service';
import { PaymentsRepository } from './payments.repository';

/** What admins read and do, and the gateways customers are offered. */
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

  /** An admin asks the bank about one payment now, instead of waiting for the next sweep. */
  async reconcile(id: string): Promise<Payment> {
    const payment = await this.settlement.settleByInquiry(id);
    if (!payment) throw PaymentErrors.notFound();
    return payment.toContract();
  }
}
