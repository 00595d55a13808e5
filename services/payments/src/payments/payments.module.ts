import { Module, type DynamicModule } from '@nestjs/common';
import { gatewaySettings, type PaymentsConfig } from '../config';
import { PaymentCoreModule } from '../core/payment-core.module';
import type { PaymentSettings } from '../core/payment-settings';
import { GatewaysModule } from '../gateways/gateways.module';
import { ReconciliationModule } from '../reconciliation/reconciliation.module';
import { PaymentSettlementModule } from '../settlement/payment-settlement.module';
import { PaymentSettlement } from '../settlement/payment-settlement.service';
import { PaymentStartModule } from '../start/payment-start.module';
import { OrderCancellationsConsumer } from './order-cancellations.consumer';
import { PaymentsHandlers } from './payments.handlers';
import { PaymentsService } from './payments.service';

/**
 * Payments of orders at the gateways: started for customers, settled from their returns and by
 * reconciliation, reversed when an order cannot take them. This module is the way in (the route
 * handlers, admins' and orders' reads, the cancellations consumer) and builds the parts below it
 * once each; dependencies point one way (docs/decisions/payments-modules.md):
 * gateways ← core ← start, settlement ← reconciliation ← this module.
 */
@Module({})
export class PaymentsModule {
  static register(config: PaymentsConfig): DynamicModule {
    const gateways = gatewaySettings(config);
    const settings: PaymentSettings = {
      reconcileEveryMs: config.RECONCILE_EVERY_MS,
      reconcileAfterMs: config.RECONCILE_AFTER_SECONDS * 1000,
      reconcileBatch: config.RECONCILE_BATCH,
      bankSessionMs: config.BANK_SESSION_SECONDS * 1000,
      redisUrl: config.REDIS_URL,
      queuePrefix: config.NATS_SUBJECT_PREFIX,
      parsianReturnPage: gateways.parsian?.returnPage ?? null,
    };
    const parts = { core: PaymentCoreModule.register(settings), gateways: GatewaysModule.register(gateways) };
    const settlementModule = PaymentSettlementModule.register(parts);
    return {
      module: PaymentsModule,
      imports: [
        parts.core,
        parts.gateways,
        PaymentStartModule.register(parts),
        settlementModule,
        ReconciliationModule.register({ ...parts, settlement: settlementModule }),
      ],
      providers: [
        PaymentsService,
        {
          provide: OrderCancellationsConsumer,
          inject: [PaymentSettlement],
          useFactory: (settlement: PaymentSettlement) => new OrderCancellationsConsumer(settlement, config),
        },
      ],
      controllers: [PaymentsHandlers],
    };
  }
}
