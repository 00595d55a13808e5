import { Module, type DynamicModule, type OnModuleDestroy } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { paymentWindowMs, type OrdersConfig } from '../config';
import { PaymentsClient } from '../payments/payments.client';
import { ServiceRequests } from '@ela/service-kit';
import { BasketModule } from '../basket/basket.module';
import { DiscountsModule } from '../discounts/discounts.module';
import { OrderEntity } from './order.entity';
import { OrdersRepository } from './orders.repository';
import { OrderChanges } from './order-changes';
import { OrderPlacementService } from './order-placement.service';
import { OrdersService } from './orders.service';
import { OrderExpiry } from './order-expiry';
import { PaymentWindowQueue } from './payment-window.queue';
import { OrdersHandlers } from './orders.handlers';
import { ORDER_REQUESTS, ORDER_SETTINGS, type OrderSettings } from './order-settings';
import { OrderClaims } from './order-claims';
import { OrderPlacementsRepository } from './order-placements.repository';

/** Closes the NATS connections orders asks the catalog, auth and payments through. */
class RequestsCloser implements OnModuleDestroy {
  constructor(private readonly requests: { close(): Promise<void> }[]) {}
  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.requests.map((r) => r.close()));
  }
}

/**
 * Orders placed from the basket. Prices through `BasketService`, redeems through
 * `DiscountRedemptions` and quotes through the shipping module it is given (the same instance
 * the app imports, so its handlers are bound once).
 */
@Module({})
export class OrdersModule {
  static register(config: OrdersConfig, shipping: DynamicModule): DynamicModule {
    const settings: OrderSettings = {
      paymentWindowMs: paymentWindowMs(config),
      expirySweepMs: config.ORDER_EXPIRY_SWEEP_MS,
      redisUrl: config.REDIS_URL,
      queuePrefix: config.NATS_SUBJECT_PREFIX,
    };
    return {
      module: OrdersModule,
      imports: [TypeOrmModule.forFeature([OrderEntity]), BasketModule, DiscountsModule, shipping],
      providers: [
        { provide: ORDER_SETTINGS, useValue: settings },
        {
          provide: ORDER_REQUESTS,
          useValue: new ServiceRequests({
            name: 'orders-requests',
            natsUrl: config.NATS_URL,
            prefix: config.NATS_SUBJECT_PREFIX,
            timeoutMs: config.CATALOG_TIMEOUT_MS,
          }),
        },
        {
          provide: PaymentsClient,
          useValue: new PaymentsClient(
            new ServiceRequests({
              name: 'orders-payments-requests',
              natsUrl: config.NATS_URL,
              prefix: config.NATS_SUBJECT_PREFIX,
              timeoutMs: config.PAYMENTS_TIMEOUT_MS,
            }),
          ),
        },
        {
          provide: RequestsCloser,
          useFactory: (requests: ServiceRequests, payments: PaymentsClient) =>
            new RequestsCloser([requests, payments]),
          inject: [ORDER_REQUESTS, PaymentsClient],
        },
        OrdersRepository,
        OrderPlacementsRepository,
        OrderChanges,
        OrderPlacementService,
        OrdersService,
        OrderExpiry,
        PaymentWindowQueue,
        OrderClaims,
      ],
      controllers: [OrdersHandlers],
    };
  }
}
