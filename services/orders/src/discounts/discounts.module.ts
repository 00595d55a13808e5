import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BasketModule } from '../basket/basket.module';
import { DiscountEntity } from './discount.entity';
import { DiscountsRepository } from './discounts.repository';
import { RedemptionsRepository } from './redemptions.repository';
import { DiscountsService } from './discounts.service';
import { DiscountCalculator } from './discount-calculator';
import { DiscountRedemptions } from './discount-redemptions';
import { DiscountsHandlers } from './discounts.handlers';

/**
 * Discount codes and gifts. Prices a basket through `BasketService`; order placement redeems
 * through `DiscountRedemptions`, inside its own transaction.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DiscountEntity]), BasketModule],
  providers: [
    DiscountsRepository,
    RedemptionsRepository,
    DiscountsService,
    DiscountCalculator,
    DiscountRedemptions,
  ],
  controllers: [DiscountsHandlers],
  exports: [DiscountRedemptions],
})
export class DiscountsModule {}
