import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadModelModule } from '../read-model/read-model.module';
import { CategoriesModule } from '../categories/categories.module';
import { ProductEntity } from './product.entity';
import { ProductsRepository } from './products.repository';
import { ProductRelationsRepository } from './product-relations.repository';
import { ProductsService } from './products.service';
import { ProductWritesService } from './product-writes.service';
import { ProductSummaries } from './product-summaries';
import { ProductDependents } from './product-dependents';
import { ProductsInCategories } from './products-in-categories';
import { ProductsHandlers } from './products.handlers';

/**
 * Products, with their similar and set relations. Inventories reach them through
 * `ProductSummaries` (the product locked, its summary kept) and follow them by signing up
 * with `ProductDependents`; `ProductsService` serves the recycle bin.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProductEntity]), ReadModelModule, CategoriesModule],
  providers: [
    ProductsRepository,
    ProductRelationsRepository,
    ProductsService,
    ProductWritesService,
    ProductSummaries,
    ProductDependents,
    ProductsInCategories,
  ],
  controllers: [ProductsHandlers],
  exports: [ProductsService, ProductSummaries, ProductDependents],
})
export class ProductsModule {}
