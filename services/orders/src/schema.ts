import {
  CreateAuditLog1764600000000,
  CreateIdempotentRequests1768200000000,
  CreateOutbox1764400000000,
  CreateStatementRefusal1768900000000,
  type databaseModule,
} from '@ela/service-kit';
import { CreateBasket1765100000000 } from './migrations/1765100000000-create-basket';
import { CreateDiscounts1765200000000 } from './migrations/1765200000000-create-discounts';
import { CreateShipping1765600000000 } from './migrations/1765600000000-create-shipping';
import { CreateOrders1766100000000 } from './migrations/1766100000000-create-orders';
import { OrderShipTo1766300000000 } from './migrations/1766300000000-order-ship-to';
import { OrderPaymentClaim1768100000000 } from './migrations/1768100000000-order-payment-claim';
import { RedemptionOrder1768300000000 } from './migrations/1768300000000-redemption-order';
import { OrderPlacement1768400000000 } from './migrations/1768400000000-order-placement';
import { OrderNumber1768600000000 } from './migrations/1768600000000-order-number';
import { OrderDueUnheld1768700000000 } from './migrations/1768700000000-order-due-unheld';
import { CustomerCopy1769100000000 } from './migrations/1769100000000-customer-copy';

/** In timestamp order; a feature adds its migrations here (the service and its tests read them). */
export const MIGRATIONS: Parameters<typeof databaseModule>[2] = [
  CreateOutbox1764400000000,
  CreateAuditLog1764600000000,
  CreateBasket1765100000000,
  CreateDiscounts1765200000000,
  CreateShipping1765600000000,
  CreateOrders1766100000000,
  OrderShipTo1766300000000,
  OrderPaymentClaim1768100000000,
  RedemptionOrder1768300000000,
  OrderPlacement1768400000000,
  CreateIdempotentRequests1768200000000,
  OrderNumber1768600000000,
  OrderDueUnheld1768700000000,
  CreateStatementRefusal1768900000000,
  CustomerCopy1769100000000,
];
