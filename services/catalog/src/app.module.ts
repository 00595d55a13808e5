import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@ela/contracts';
import {
  AuditLogModule,
  CreateAuditLog1764600000000,
  CreateOutbox1764400000000,
  OutboxModule,
  databaseModule,
} from '@ela/service-kit';
import type { CatalogConfig } from './config';
import { CategoryEntity } from './categories/category.entity';
import { ColorEntity } from './colors/color.entity';
import { DesignEntity } from './designs/design.entity';
import { ProductEntity } from './products/product.entity';
import { InventoryEntity } from './inventories/inventory.entity';
import { CreateCatalog1764100000000 } from './migrations/1764100000000-create-catalog';
import { ProductEntryInventory1764300000000 } from './migrations/1764300000000-product-entry-inventory';
import { SearchableNames1764500000000 } from './migrations/1764500000000-searchable-names';
import { ColorsModule } from './colors/colors.module';
import { DesignsModule } from './designs/designs.module';
import { CategoriesModule } from './categories/categories.module';
import { ProductsModule } from './products/products.module';
import { InventoriesModule } from './inventories/inventories.module';
import { SearchModule } from './search/search.module';
import { RecycleBinModule } from './recycle-bin/recycle-bin.module';
import { StockModule } from './stock/stock.module';
import { CreateStockReservation1766000000000 } from './migrations/1766000000000-create-stock-reservation';
import { CreateInventoryView1766200000000 } from './migrations/1766200000000-create-inventory-view';
import { CreateEdgeViews1766400000000 } from './migrations/1766400000000-create-edge-views';
import { CreateStockLedger1766600000000 } from './migrations/1766600000000-create-stock-ledger';
import { MediaUses1767200000000 } from './migrations/1767200000000-media-uses';
import { ProductListing1767400000000 } from './migrations/1767400000000-product-listing';
import { SearchRankings1767600000000 } from './migrations/1767600000000-search-rankings';
import { ListingChanges1767800000000 } from './migrations/1767800000000-listing-changes';
import { PersianNameOrder1768600000000 } from './migrations/1768600000000-persian-name-order';
import { ReserveStockFunction1768800000000 } from './migrations/1768800000000-reserve-stock-function';
import { EdgeViewsModule } from './edge-views/edge-views.module';

const ENTITIES = [CategoryEntity, ColorEntity, DesignEntity, ProductEntity, InventoryEntity];
const MIGRATIONS = [
  CreateCatalog1764100000000,
  ProductEntryInventory1764300000000,
  CreateOutbox1764400000000,
  SearchableNames1764500000000,
  CreateAuditLog1764600000000,
  CreateStockReservation1766000000000,
  CreateInventoryView1766200000000,
  CreateEdgeViews1766400000000,
  CreateStockLedger1766600000000,
  MediaUses1767200000000,
  ProductListing1767400000000,
  SearchRankings1767600000000,
  ListingChanges1767800000000,
  PersianNameOrder1768600000000,
  ReserveStockFunction1768800000000,
];

/**
 * One feature module per aggregate, side by side. Dependencies point one way:
 * colours, designs, categories ← products ← inventories ← search, recycle bin; every one of them
 * announces its changes through the read model underneath (read-model/), and the edge views on top
 * (edge-views/) write what changed to Redis for the gateway.
 */
@Module({})
export class AppModule {
  static register(config: CatalogConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule(config.DATABASE_URL, ENTITIES, MIGRATIONS),
        OutboxModule.forRoot({ domain: 'catalog', ...config }),
        AuditLogModule.forService(SUBJECTS.catalog.audit.list),
        ColorsModule,
        DesignsModule,
        CategoriesModule,
        ProductsModule,
        InventoriesModule,
        SearchModule,
        RecycleBinModule,
        StockModule.register(config),
        EdgeViewsModule.register(config),
      ],
    };
  }
}
