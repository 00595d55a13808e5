import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InventoryEntity } from '../inventories/inventory.entity';
import { CatalogChanges } from './catalog-changes';
import { InventoryViewsFill } from './inventory-views-fill';
import { InventoryViewsRepository } from './inventory-views.repository';

/**
 * The catalog's read model and the one door its writes go through to say what changed. It sits
 * under every aggregate (each announces its changes here) and reads their rows to project them;
 * it imports no aggregate's module, so dependencies still point one way.
 */
@Module({
  imports: [TypeOrmModule.forFeature([InventoryEntity])],
  providers: [InventoryViewsRepository, CatalogChanges, InventoryViewsFill],
  exports: [CatalogChanges, InventoryViewsRepository],
})
export class ReadModelModule {}
