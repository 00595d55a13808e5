import { Module } from '@nestjs/common';
import { InventoriesModule } from '../inventories/inventories.module';
import { CategoriesModule } from '../categories/categories.module';
import { SearchService } from './search.service';
import { SearchHandlers } from './search.handlers';

/** The header search: it only composes what inventories and categories find; it owns no table. */
@Module({
  imports: [InventoriesModule, CategoriesModule],
  providers: [SearchService],
  controllers: [SearchHandlers],
  exports: [],
})
export class SearchModule {}
