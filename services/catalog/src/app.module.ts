import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseModule } from '@ela/service-kit';
import { CATALOG_CONFIG, type CatalogConfig } from './config';
import { CategoryEntity } from './categories/category.entity';
import { ColorEntity } from './colors/color.entity';
import { DesignEntity } from './designs/design.entity';
import { ProductEntity } from './products/product.entity';
import { InventoryEntity } from './inventories/inventory.entity';
import { CreateCatalog1764100000000 } from './migrations/1764100000000-create-catalog';
import { ProductEntryInventory1764300000000 } from './migrations/1764300000000-product-entry-inventory';
import { CatalogEvents } from './events/catalog-events';
import { CategoriesService } from './categories/categories.service';
import { CategoriesHandlers } from './categories/categories.handlers';
import { ColorsService } from './colors/colors.service';
import { ColorsHandlers } from './colors/colors.handlers';
import { DesignsService } from './designs/designs.service';
import { DesignsHandlers } from './designs/designs.handlers';
import { ProductsRepository } from './products/products.repository';
import { ProductRelationsRepository } from './products/product-relations.repository';
import { ProductsService } from './products/products.service';
import { ProductsHandlers } from './products/products.handlers';
import { InventoriesRepository } from './inventories/inventories.repository';
import { InventoriesService } from './inventories/inventories.service';
import { InventoriesHandlers } from './inventories/inventories.handlers';
import { SearchService } from './search/search.service';
import { SearchHandlers } from './search/search.handlers';
import { RecycleBinHandlers } from './recycle-bin/recycle-bin.handlers';

const ENTITIES = [CategoryEntity, ColorEntity, DesignEntity, ProductEntity, InventoryEntity];

@Module({})
export class AppModule {
  static register(config: CatalogConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule(config.DATABASE_URL, ENTITIES, [
          CreateCatalog1764100000000,
          ProductEntryInventory1764300000000,
        ]),
        TypeOrmModule.forFeature(ENTITIES),
      ],
      providers: [
        { provide: CATALOG_CONFIG, useValue: config },
        CatalogEvents,
        CategoriesService,
        ColorsService,
        DesignsService,
        ProductsRepository,
        ProductRelationsRepository,
        ProductsService,
        InventoriesRepository,
        InventoriesService,
        SearchService,
      ],
      controllers: [
        CategoriesHandlers,
        ColorsHandlers,
        DesignsHandlers,
        ProductsHandlers,
        InventoriesHandlers,
        SearchHandlers,
        RecycleBinHandlers,
      ],
    };
  }
}
