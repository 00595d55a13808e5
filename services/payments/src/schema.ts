import {
  CreateAuditLog1764600000000,
  CreateOutbox1764400000000,
  type databaseModule,
} from '@ela/service-kit';
import { PaymentEntity } from './core/payment.entity';
import { CreatePayments1767000000000 } from './migrations/1767000000000-create-payments';
import { PaymentStates1768000000000 } from './migrations/1768000000000-payment-states';
import { PaymentNumberDrawn1769000000000 } from './migrations/1769000000000-payment-number-drawn';

/** Every table the service maps; a feature adds its entities here. */
export const ENTITIES: Parameters<typeof databaseModule>[1] = [PaymentEntity];
/** In timestamp order; a feature adds its migrations here (the service, its tools and the test stacks read them). */
export const MIGRATIONS: Parameters<typeof databaseModule>[2] = [
  CreateOutbox1764400000000,
  CreateAuditLog1764600000000,
  CreatePayments1767000000000,
  PaymentStates1768000000000,
  PaymentNumberDrawn1769000000000,
];
