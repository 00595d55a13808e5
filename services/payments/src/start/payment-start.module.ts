import { Module, type DynamicModule } from '@nestjs/common';
import { PaymentStartService } from './payment-start.service';

/**
 * Starting a payment: a row, then a session at the bank. Given the core and gateways modules the
 * app imports (one instance each); orders' client comes from the app's `ServiceClientsModule`.
 */
@Module({})
export class PaymentStartModule {
  static register(m: { core: DynamicModule; gateways: DynamicModule }): DynamicModule {
    return {
      module: PaymentStartModule,
      imports: [m.core, m.gateways],
      providers: [PaymentStartService],
      exports: [PaymentStartService],
    };
  }
}
