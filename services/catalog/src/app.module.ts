import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@ela/contracts';
import { AuditLogModule, OutboxModule, databaseModule } from '@ela/service-kit';
import type { CatalogConfig } from './config';
import { ENTITIES, MIGRATIONS } from './schema';
import { ColorsModule } from './colors/colors.module';
import { DesignsModule } from './designs/designs.module';
import { CategoriesModule } from './categories/categories.module';
import { ProductsModule } from './products/products.module';
import { InventoriesModule } from './inventories/inventories.module';
import { SearchModule } from './search/search.module';
import { RecycleBinModule } from './recycle-bin/recycle-bin.module';
import { StockModule } from './stock/stock.module';
import { EdgeViewsModule } from './edge-views/edge-views.module';

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
