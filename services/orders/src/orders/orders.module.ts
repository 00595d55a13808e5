import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { paymentWindowMs, type OrdersConfig } from '../config';
import { BasketModule } from '../basket/basket.module';
import { DiscountsModule } from '../discounts/discounts.module';
import { OrderEntity } from './order.entity';
import { OrdersRepository } from './orders.repository';
import { OrderChanges } from './order-changes';
import { OrderHolds } from './order-holds';
import { OrderPlacementService } from './order-placement.service';
import { OrdersService } from './orders.service';
import { OrderExpiry } from './order-expiry';
import { OrdersHandlers } from './orders.handlers';
import { ORDER_SETTINGS, type OrderSettings } from './order-settings';
import { OrderClaims } from './order-claims';
import { OrderPlacementsRepository } from './order-placements.repository';

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
    };
    return {
      module: OrdersModule,
      imports: [TypeOrmModule.forFeature([OrderEntity]), BasketModule, DiscountsModule, shipping],
      providers: [
        { provide: ORDER_SETTINGS, useValue: settings },
        OrdersRepository,
        OrderPlacementsRepository,
        OrderChanges,
        OrderHolds,
        OrderPlacementService,
        OrdersService,
        OrderExpiry,
        OrderClaims,
      ],
      controllers: [OrdersHandlers],
    };
  }
}
