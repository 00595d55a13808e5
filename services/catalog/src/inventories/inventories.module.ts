import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadModelModule } from '../read-model/read-model.module';
import { CategoriesModule } from '../categories/categories.module';
import { ProductsModule } from '../products/products.module';
import { InventoryEntity } from './inventory.entity';
import { InventoriesRepository } from './inventories.repository';
import { InventorySearchRepository } from './inventory-search.repository';
import { SearchRankings } from './search-rankings';
import { InventorySummaryRepository } from './inventory-summary.repository';
import { InventoriesService } from './inventories.service';
import { InventoryWritesService } from './inventory-writes.service';
import { InventoriesFollowProducts } from './inventories-follow-products';
import { InventoriesHandlers } from './inventories.handlers';
import { StockLedgerRepository } from './stock-ledger.repository';

/**
 * What is sold: one colour and design of a product, with its price and stock. Depends on
 * products (never the other way): it locks a product for each write and keeps its summary,
 * and follows it through renames and the recycle bin by signing up with `ProductDependents`.
 * `InventoriesService` serves the search and the recycle bin.
 */
@Module({
  imports: [TypeOrmModule.forFeature([InventoryEntity]), ReadModelModule, CategoriesModule, ProductsModule],
  providers: [
    InventoriesRepository,
    InventorySearchRepository,
    SearchRankings,
    InventorySummaryRepository,
    InventoriesService,
    InventoryWritesService,
    InventoriesFollowProducts,
    StockLedgerRepository,
  ],
  controllers: [InventoriesHandlers],
  exports: [InventoriesService, InventorySummaryRepository],
})
export class InventoriesModule {}
