import { Module, type DynamicModule } from '@nestjs/common';
import { OutboxModule, databaseModule } from '@ela/service-kit';
import type { AnalyticsConfig } from './config';
import { ENTITIES, MIGRATIONS } from './schema';
import { ReportsModule } from './reports/reports.module';
import { DeadLettersModule } from './dead-letters/dead-letters.module';
import { SalesModule } from './sales/sales.module';

/**
 * The analytics service answers the dashboard and follows orders' events; the worker
 * (`worker.main.ts`) writes the browsers' events. The outbox module is here for its inbox's
 * upkeep: analytics publishes no events of its own yet.
 */
@Module({})
export class AppModule {
  static register(config: AnalyticsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule(config.DATABASE_URL, ENTITIES, MIGRATIONS),
        OutboxModule.forRoot({ domain: 'analytics', ...config }),
        SalesModule.register(config),
        ReportsModule,
        DeadLettersModule,
      ],
    };
  }
}
