import { Module, type DynamicModule } from '@nestjs/common';
import { databaseModule } from '@ela/service-kit';
import type { CatalogConfig } from './config';
import { ProductsModule } from './products/products.module';
import { ProductEntity } from './products/product.entity';
import { CreateProducts1764100000000 } from './migrations/1764100000000-create-products';

@Module({})
export class AppModule {
  static register(config: CatalogConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule(config.DATABASE_URL, [ProductEntity], [CreateProducts1764100000000]),
        ProductsModule,
      ],
    };
  }
}
