import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { OrdersConfig } from '../config';
import { CatalogCategories } from './catalog-categories';
import { ProvinceNeighbours } from './province-neighbours';
import { SHIPPING_SETTINGS, type ShippingSettings } from './shipping-settings';
import { ShippingPriceEntity } from './shipping-price.entity';
import { ShippingPricesRepository } from './shipping-prices.repository';
import { ShippingPricesService } from './shipping-prices.service';
import { ShippingPricesHandlers } from './shipping-prices.handlers';
import { ShippingQuoteService } from './shipping-quote.service';
import { VolumetricWeightEntity } from './volumetric-weight.entity';
import { VolumetricWeightsRepository } from './volumetric-weights.repository';
import { VolumetricWeightsService } from './volumetric-weights.service';
import { VolumetricWeightsHandlers } from './volumetric-weights.handlers';

export const SHIPPING_ENTITIES = [VolumetricWeightEntity, ShippingPriceEntity];

/** A module that exports `BasketLinesSource`: where the basket's lines come from. */
export type ShippingBasket = Type | DynamicModule;

/**
 * Volumetric weights, shipping prices and the price of a basket to an address. It reads the
 * basket only through `BasketLinesSource`, which the basket module provides and exports.
 */
@Module({})
export class ShippingModule {
  static register(config: OrdersConfig, basket: ShippingBasket): DynamicModule {
    return {
      module: ShippingModule,
      imports: [TypeOrmModule.forFeature(SHIPPING_ENTITIES), basket],
      providers: [
        { provide: SHIPPING_SETTINGS, useValue: settingsOf(config) },
        { provide: ProvinceNeighbours, useValue: new ProvinceNeighbours() },
        VolumetricWeightsRepository,
        VolumetricWeightsService,
        ShippingPricesRepository,
        ShippingPricesService,
        CatalogCategories,
        ShippingQuoteService,
      ],
      controllers: [VolumetricWeightsHandlers, ShippingPricesHandlers],
      exports: [ShippingQuoteService],
    };
  }
}

/** City ids are province id × 1000 + position, so a city of another province is a typo. */
function settingsOf(config: OrdersConfig): ShippingSettings {
  if (Math.floor(config.SHOP_CITY_ID / 1000) !== config.SHOP_PROVINCE_ID)
    throw new Error(
      `SHOP_CITY_ID ${config.SHOP_CITY_ID} is not a city of SHOP_PROVINCE_ID ${config.SHOP_PROVINCE_ID}`,
    );
  return {
    origin: { provinceId: config.SHOP_PROVINCE_ID, cityId: config.SHOP_CITY_ID },
    volumetricDivisor: config.SHIPPING_VOLUMETRIC_DIVISOR,
    fallbackMeasure: {
      weightGrams: config.SHIPPING_DEFAULT_UNIT_GRAMS,
      lengthCm: 0,
      widthCm: 0,
      heightCm: 0,
    },
  };
}
