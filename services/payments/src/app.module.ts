import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@ela/contracts';
import {
  AuditLogModule,
  CreateAuditLog1764600000000,
  CreateOutbox1764400000000,
  OutboxModule,
  ServiceClientsModule,
  databaseModule,
} from '@ela/service-kit';
import type { PaymentsConfig } from './config';
import { CreatePayments1767000000000 } from './migrations/1767000000000-create-payments';
import { PaymentStates1768000000000 } from './migrations/1768000000000-payment-states';
import { PaymentNumberDrawn1769000000000 } from './migrations/1769000000000-payment-number-drawn';
import { PaymentEntity } from './core/payment.entity';
import { PaymentsModule } from './payments/payments.module';
import { OrdersClient } from './orders/orders.client';

const ENTITIES: Parameters<typeof databaseModule>[1] = [PaymentEntity];
/** In timestamp order; a feature adds its migrations here. */
const MIGRATIONS: Parameters<typeof databaseModule>[2] = [
  CreateOutbox1764400000000,
  CreateAuditLog1764600000000,
  CreatePayments1767000000000,
  PaymentStates1768000000000,
  PaymentNumberDrawn1769000000000,
];

@Module({})
export class AppModule {
  static register(config: PaymentsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule(config.DATABASE_URL, ENTITIES, MIGRATIONS),
        OutboxModule.forRoot({ domain: 'payments', ...config }),
        AuditLogModule.forService(SUBJECTS.payments.audit.list),
        ServiceClientsModule.forRoot({
          name: 'payments-requests',
          natsUrl: config.NATS_URL,
          prefix: config.NATS_SUBJECT_PREFIX,
          clients: [{ client: OrdersClient, timeoutMs: config.ORDERS_TIMEOUT_MS }],
        }),
        PaymentsModule.register(config),
      ],
    };
  }
}
