import { Module, type DynamicModule, type OnModuleDestroy } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { mockPaymentsOn, paymentWindowMs, type OrdersConfig } from '../config';
import { ServiceRequests } from '../nats/service-requests';
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

/** Closes the NATS connection orders asks the catalog and auth through. */
class RequestsCloser implements OnModuleDestroy {
  constructor(private readonly requests: ServiceRequests) {}
  onModuleDestroy(): Promise<void> {
    return this.requests.close();
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
      mockPayments: mockPaymentsOn(config),
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
            natsUrl: config.NATS_URL,
            prefix: config.NATS_SUBJECT_PREFIX,
            timeoutMs: config.CATALOG_TIMEOUT_MS,
          }),
        },
        {
          provide: RequestsCloser,
          useFactory: (requests: ServiceRequests) => new RequestsCloser(requests),
          inject: [ORDER_REQUESTS],
        },
        OrdersRepository,
        OrderChanges,
        OrderPlacementService,
        OrdersService,
        OrderExpiry,
        PaymentWindowQueue,
      ],
      controllers: [OrdersHandlers],
    };
  }
}
