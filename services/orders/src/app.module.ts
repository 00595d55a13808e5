import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@ela/contracts';
import {
  AuditLogModule,
  CreateAuditLog1764600000000,
  CreateIdempotentRequests1768200000000,
  CreateOutbox1764400000000,
  IdempotencyModule,
  OutboxModule,
  ServiceClientsModule,
  databaseModule,
} from '@ela/service-kit';
import type { OrdersConfig } from './config';
import { SHIPPING_ENTITIES, ShippingModule } from './shipping/shipping.module';
import { CatalogClient } from './catalog/catalog.client';
import { AuthClient } from './auth/auth.client';
import { PaymentsClient } from './payments/payments.client';
import { BasketModule } from './basket/basket.module';
import { BasketEntity } from './basket/basket.entity';
import { DiscountsModule } from './discounts/discounts.module';
import { DiscountEntity } from './discounts/discount.entity';
import { DiscountGuessesModule } from './discounts/discount-guesses.module';
import { CreateBasket1765100000000 } from './migrations/1765100000000-create-basket';
import { CreateDiscounts1765200000000 } from './migrations/1765200000000-create-discounts';
import { CreateShipping1765600000000 } from './migrations/1765600000000-create-shipping';
import { CreateOrders1766100000000 } from './migrations/1766100000000-create-orders';
import { OrderShipTo1766300000000 } from './migrations/1766300000000-order-ship-to';
import { OrderPaymentClaim1768100000000 } from './migrations/1768100000000-order-payment-claim';
import { RedemptionOrder1768300000000 } from './migrations/1768300000000-redemption-order';
import { OrderPlacement1768400000000 } from './migrations/1768400000000-order-placement';
import { OrderNumber1768600000000 } from './migrations/1768600000000-order-number';
import { OrdersModule } from './orders/orders.module';
import { OrderEntity } from './orders/order.entity';

/** Every table the service maps; a feature adds its entities here. */
const ENTITIES: Parameters<typeof databaseModule>[1] = [
  BasketEntity,
  DiscountEntity,
  OrderEntity,
  ...SHIPPING_ENTITIES,
];
/** In timestamp order; a feature adds its migrations here. */
const MIGRATIONS: Parameters<typeof databaseModule>[2] = [
  CreateOutbox1764400000000,
  CreateAuditLog1764600000000,
  CreateBasket1765100000000,
  CreateDiscounts1765200000000,
  CreateShipping1765600000000,
  CreateOrders1766100000000,
  OrderShipTo1766300000000,
  OrderPaymentClaim1768100000000,
  RedemptionOrder1768300000000,
  OrderPlacement1768400000000,
  CreateIdempotentRequests1768200000000,
  OrderNumber1768600000000,
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
        BasketModule,
        DiscountGuessesModule.register(config),
        DiscountsModule,
        shipping,
        OrdersModule.register(config, shipping),
      ],
    };
  }
}
