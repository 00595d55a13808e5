import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InventoryEntity } from '../inventories/inventory.entity';
import { ProductEntity } from '../products/product.entity';
import { CatalogChanges } from './catalog-changes';
import { InventoryViewsFill } from './inventory-views-fill';
import { InventoryViewsRepository } from './inventory-views.repository';
import { ProductListingsRepository } from './product-listings.repository';
import { ProductListings } from './product-listings';
import { ListingChangesHandlers } from './listing-changes.handlers';

/**
 * The catalog's read model (inventories as lookups read them, products as listings do) and the
 * one door its writes go through to say what changed. It sits
 * under every aggregate (each announces its changes here) and reads their rows to project them;
 * it imports no aggregate's module, so dependencies still point one way.
 */
@Module({
  imports: [TypeOrmModule.forFeature([InventoryEntity, ProductEntity])],
  controllers: [ListingChangesHandlers],
  providers: [
    InventoryViewsRepository,
    CatalogChanges,
    InventoryViewsFill,
    ProductListingsRepository,
    ProductListings,
  ],
  exports: [CatalogChanges, InventoryViewsRepository, ProductListings],
})
export class ReadModelModule {}
