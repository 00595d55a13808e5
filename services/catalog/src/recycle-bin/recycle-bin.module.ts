import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { InventoriesModule } from '../inventories/inventories.module';
import { CategoriesModule } from '../categories/categories.module';
import { RecycleBinHandlers } from './recycle-bin.handlers';

/** The admin's one view of what was deleted, listed by each aggregate's own service. */
@Module({
  imports: [ProductsModule, InventoriesModule, CategoriesModule],
  controllers: [RecycleBinHandlers],
  exports: [],
})
export class RecycleBinModule {}
