import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@ela/contracts';
import { AuditLogModule, OutboxModule, ServiceClientsModule, databaseModule } from '@ela/service-kit';
import type { PaymentsConfig } from './config';
import { ENTITIES, MIGRATIONS } from './schema';
import { PaymentsModule } from './payments/payments.module';
import { OrdersClient } from './orders/orders.client';

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
