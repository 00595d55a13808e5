import { Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CatalogConfig } from '../config';
import { InventoriesModule } from '../inventories/inventories.module';
import { ProductsModule } from '../products/products.module';
import { StockRepository } from './stock.repository';
import { StockService } from './stock.service';
import { StockHandlers } from './stock.handlers';
import { StockEventsConsumer } from './stock-events.consumer';
import { ReadModelModule } from '../read-model/read-model.module';

/**
 * Stock held for orders: reserved on request (`catalog.stock.reserve`), released or committed
 * when orders' events say so. Sits above inventories, whose summary it refreshes.
 */
@Module({})
export class StockModule {
  static register(config: CatalogConfig): DynamicModule {
    return {
      module: StockModule,
      imports: [ProductsModule, InventoriesModule, ReadModelModule],
      providers: [
        StockRepository,
        StockService,
        {
          provide: StockEventsConsumer,
          inject: [DataSource, StockService],
          useFactory: (db: DataSource, stock: StockService) => new StockEventsConsumer(db, stock, config),
        },
      ],
      controllers: [StockHandlers],
    };
  }
}
