import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentEntity } from './payment.entity';
import { PAYMENT_SETTINGS, type PaymentSettings } from './payment-settings';
import { PaymentsRepository } from './payments.repository';

/**
 * What every part of payments shares: the payment (its entity, repository and pure rules), its
 * errors, its metrics and the settings. It reaches nothing of payments but the types of the
 * adapter contract a payment keeps (`gateways/gateway-adapter.ts`).
 */
@Module({})
export class PaymentCoreModule {
  static register(settings: PaymentSettings): DynamicModule {
    return {
      module: PaymentCoreModule,
      imports: [TypeOrmModule.forFeature([PaymentEntity])],
      providers: [{ provide: PAYMENT_SETTINGS, useValue: settings }, PaymentsRepository],
      exports: [PAYMENT_SETTINGS, PaymentsRepository],
    };
  }
}
