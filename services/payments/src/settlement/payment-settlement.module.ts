import { Module, type DynamicModule } from '@nestjs/common';
import { PaymentAnnouncements } from './payment-announcements';
import { PaymentFollowUps } from './payment-follow-ups';
import { PaymentReturns } from './payment-returns.service';
import { PaymentSettlement } from './payment-settlement.service';
import { PaymentSteps } from './payment-steps';

/**
 * Settling a payment: the customer's return from the bank, then its steps (the bank, orders'
 * claim, a reversal) until it is settled. Others move payments only through `PaymentSettlement`;
 * reconciliation signs up with `PaymentFollowUps` to look again at what a return left pending.
 * Given the core and gateways modules the app imports; orders' client comes from the app.
 */
@Module({})
export class PaymentSettlementModule {
  static register(m: { core: DynamicModule; gateways: DynamicModule }): DynamicModule {
    return {
      module: PaymentSettlementModule,
      imports: [m.core, m.gateways],
      providers: [PaymentAnnouncements, PaymentSteps, PaymentSettlement, PaymentReturns, PaymentFollowUps],
      exports: [PaymentSettlement, PaymentReturns, PaymentFollowUps],
    };
  }
}
