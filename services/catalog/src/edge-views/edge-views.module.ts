import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { CatalogConfig } from '../config';
import { ProductsModule } from '../products/products.module';
import { EdgeViewStore } from './edge-view-store';
import { EdgeViewWriter } from './edge-view-writer';
import { ViewsBeforeReply } from './views-before-reply.interceptor';

/**
 * The catalog's public answers kept in Redis for the gateway (see `EDGE_VIEWS` in the contracts).
 * Writes mark what changed through the read model; this module writes the marks out. It sits on
 * top: it reads products through their module and the inventories' view rows directly.
 */
@Module({})
export class EdgeViewsModule {
  static register(config: CatalogConfig): DynamicModule {
    return {
      module: EdgeViewsModule,
      imports: [ProductsModule],
      providers: [
        {
          provide: EdgeViewStore,
          useFactory: () => new EdgeViewStore(config.REDIS_URL, config.NATS_SUBJECT_PREFIX),
        },
        EdgeViewWriter,
        { provide: APP_INTERCEPTOR, useClass: ViewsBeforeReply },
      ],
    };
  }
}
