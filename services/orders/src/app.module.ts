import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@ela/contracts';
import {
  AuditLogModule,
  IdempotencyModule,
  OutboxModule,
  ServiceClientsModule,
  databaseModule,
} from '@ela/service-kit';
import type { OrdersConfig } from './config';
import { SHIPPING_ENTITIES, ShippingModule } from './shipping/shipping.module';
import { CatalogClient } from './catalog/catalog.client';
import { AuthClient } from './auth/auth.client';
import { CustomerCopiesModule } from './auth/customer-copies.module';
import { PaymentsClient } from './payments/payments.client';
import { BasketModule } from './basket/basket.module';
import { BasketEntity } from './basket/basket.entity';
import { DiscountsModule } from './discounts/discounts.module';
import { DiscountEntity } from './discounts/discount.entity';
import { DiscountGuessesModule } from './discounts/discount-guesses.module';
import { MIGRATIONS } from './schema';
import { OrdersModule } from './orders/orders.module';
import { OrderEntity } from './orders/order.entity';

/** Every table the service maps; a feature adds its entities here. */
const ENTITIES: Parameters<typeof databaseModule>[1] = [
  BasketEntity,
  DiscountEntity,
  OrderEntity,
  ...SHIPPING_ENTITIES,
];
/**
 * One feature module per aggregate, side by side (basket, discounts, shipping…); each
 * reaches another only through what that one exports.
 */
@Module({})
export class AppModule {
  static register(config: OrdersConfig): DynamicModule {
    const shipping = ShippingModule.register(config, BasketModule);
    return {
      module: AppModule,
      imports: [
        databaseModule(config.DATABASE_URL, ENTITIES, MIGRATIONS),
        OutboxModule.forRoot({ domain: 'orders', ...config }),
        IdempotencyModule.forRoot(),
        AuditLogModule.forService(SUBJECTS.orders.audit.list),
        ServiceClientsModule.forRoot({
          name: 'orders-requests',
          natsUrl: config.NATS_URL,
          prefix: config.NATS_SUBJECT_PREFIX,
          clients: [
            { client: CatalogClient, timeoutMs: config.CATALOG_TIMEOUT_MS },
            { client: AuthClient, timeoutMs: config.AUTH_TIMEOUT_MS },
            { client: PaymentsClient, timeoutMs: config.PAYMENTS_TIMEOUT_MS },
          ],
        }),
        CustomerCopiesModule.register(config),
        BasketModule,
        DiscountGuessesModule.register(config),
        DiscountsModule,
        shipping,
        OrdersModule.register(config, shipping),
      ],
    };
  }
}
