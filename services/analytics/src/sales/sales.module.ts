import { Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AnalyticsConfig } from '../config';
import { SalesRepository } from './sales.repository';
import { SalesEventsConsumer } from './sales-events.consumer';

/** Sales from orders' events; the reports read them beside the browsers' events. */
@Module({})
export class SalesModule {
  static register(config: AnalyticsConfig): DynamicModule {
    return {
      module: SalesModule,
      providers: [
        SalesRepository,
        {
          provide: SalesEventsConsumer,
          inject: [DataSource, SalesRepository],
          useFactory: (db: DataSource, sales: SalesRepository) => new SalesEventsConsumer(db, sales, config),
        },
      ],
    };
  }
}
