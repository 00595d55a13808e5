import { Module, type DynamicModule } from '@nestjs/common';
import type { OrdersConfig } from '../config';
import { ServiceRequests } from '@ela/service-kit';
import { CatalogInventories } from './catalog-inventories';

/**
 * What orders asks the catalog: live inventories and their prices now. Global, so the basket,
 * discounts and (later) order placement share one connection without each taking the config.
 */
@Module({})
export class CatalogModule {
  static register(config: OrdersConfig): DynamicModule {
    return {
      module: CatalogModule,
      global: true,
      providers: [
        {
          provide: CatalogInventories,
          useFactory: () =>
            new CatalogInventories(
              new ServiceRequests({
                name: 'orders-requests',
                natsUrl: config.NATS_URL,
                prefix: config.NATS_SUBJECT_PREFIX,
                timeoutMs: config.CATALOG_TIMEOUT_MS,
              }),
            ),
        },
      ],
      exports: [CatalogInventories],
    };
  }
}
