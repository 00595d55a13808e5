import { Module, type DynamicModule } from '@nestjs/common';
import type { OrdersConfig } from '../config';
import { CustomerChangesConsumer } from './customer-changes.consumer';
import { CustomerAddresses } from './customer-addresses';
import { CustomerCopies } from './customer-copies';

/**
 * The customers' copies that orders and shipping quotes read their addresses from, and the consumer
 * that drops them on auth's changes. Global, so the consumer is registered once.
 */
@Module({})
export class CustomerCopiesModule {
  static register(config: OrdersConfig): DynamicModule {
    return {
      module: CustomerCopiesModule,
      global: true,
      providers: [
        CustomerAddresses,
        CustomerCopies,
        {
          provide: CustomerChangesConsumer,
          inject: [CustomerCopies],
          useFactory: (copies: CustomerCopies) => new CustomerChangesConsumer(copies, config),
        },
      ],
      exports: [CustomerAddresses],
    };
  }
}
