import { Module, type DynamicModule } from '@nestjs/common';
import type { GatewaySettings } from '../config';
import { GatewayAdapters } from './gateway-adapters';

/** The banks, each behind its adapter; it knows nothing of payments, only the gateways' protocols. */
@Module({})
export class GatewaysModule {
  static register(settings: GatewaySettings): DynamicModule {
    return {
      module: GatewaysModule,
      providers: [{ provide: GatewayAdapters, useValue: new GatewayAdapters(settings) }],
      exports: [GatewayAdapters],
    };
  }
}
