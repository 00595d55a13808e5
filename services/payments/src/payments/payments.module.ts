import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { gatewaySettings, type PaymentsConfig } from '../config';
import { GatewayAdapters } from '../gateways/gateway-adapters';
import { Reconciliation } from '../reconciliation/reconciliation.service';
import { ReconciliationQueue } from '../reconciliation/reconciliation.queue';
import { OrderCancellationsConsumer } from './order-cancellations.consumer';
import { PaymentAnnouncements } from './payment-announcements';
import { PaymentEntity } from './payment.entity';
import { PaymentReturns } from './payment-returns.service';
import { PaymentSettlement } from './payment-settlement.service';
import { PaymentSteps } from './payment-steps';
import { PAYMENT_SETTINGS, type PaymentSettings } from './payment-settings';
import { PaymentStartService } from './payment-start.service';
import { PaymentsHandlers } from './payments.handlers';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

/**
 * Payments of orders at the gateways: started for customers, settled from their returns and by
 * reconciliation, reversed when an order cannot take them.
 */
@Module({})
export class PaymentsModule {
  static register(config: PaymentsConfig): DynamicModule {
    const gateways = gatewaySettings(config);
    const settings: PaymentSettings = {
      reconcileEveryMs: config.RECONCILE_EVERY_MS,
      reconcileAfterMs: config.RECONCILE_AFTER_SECONDS * 1000,
      bankSessionMs: config.BANK_SESSION_SECONDS * 1000,
      redisUrl: config.REDIS_URL,
      queuePrefix: config.NATS_SUBJECT_PREFIX,
      parsianReturnPage: gateways.parsian?.returnPage ?? null,
    };
    return {
      module: PaymentsModule,
      imports: [TypeOrmModule.forFeature([PaymentEntity])],
      providers: [
        { provide: PAYMENT_SETTINGS, useValue: settings },
        { provide: GatewayAdapters, useValue: new GatewayAdapters(gateways) },
        PaymentsRepository,
        PaymentAnnouncements,
        PaymentSteps,
        PaymentSettlement,
        PaymentStartService,
        PaymentReturns,
        PaymentsService,
        Reconciliation,
        ReconciliationQueue,
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
