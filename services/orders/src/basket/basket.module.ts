import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BasketLinesSource } from '../shipping/shipping-settings';
import { BasketEntity } from './basket.entity';
import { BasketRepository } from './basket.repository';
import { BasketService } from './basket.service';
import { BasketHandlers } from './basket.handlers';
import { BasketShippingLines } from './basket-shipping-lines';

/**
 * The caller's open basket. Discounts price it through `BasketService`; shipping weighs it
 * through its own port, `BasketLinesSource`. Prices come from the catalog (`CatalogClient`).
 */
@Module({
  imports: [TypeOrmModule.forFeature([BasketEntity])],
  providers: [BasketRepository, BasketService, { provide: BasketLinesSource, useClass: BasketShippingLines }],
  controllers: [BasketHandlers],
  exports: [BasketService, BasketLinesSource],
})
export class BasketModule {}
