import { Module, type DynamicModule } from '@nestjs/common';
import type { OrdersConfig } from '../config';
import { CustomerChangesConsumer } from './customer-changes.consumer';
import { CustomerCopies } from './customer-copies';

/** The customers' copies an order's placement reads, and the consumer that keeps them honest. */
@Module({})
export class CustomerCopiesModule {
  static register(config: OrdersConfig): DynamicModule {
    return {
      module: CustomerCopiesModule,
      providers: [
        CustomerCopies,
        {
          provide: CustomerChangesConsumer,
          inject: [CustomerCopies],
          useFactory: (copies: CustomerCopies) => new CustomerChangesConsumer(copies, config),
        },
      ],
      exports: [CustomerCopies],
    };
  }
}
