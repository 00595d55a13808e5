import { z } from 'zod';
import { PAYMENT_GATEWAYS } from '../enums';
import { idSchema } from '../common.schemas';
import { PAYMENT_FAILURES } from '../payments/payment';
import { defineEvent } from './event';

const payment = { id: idSchema, orderId: idSchema, customerId: idSchema };

/**
 * A payment's end as orders hears it: `succeeded` pays the order (or is refused and reversed,
 * when the order can no longer take it), `failed` cancels it and its stock goes back. `failed`
 * is announced only for the order's last live attempt, so an abandoned earlier attempt cannot
 * cancel an order the customer is paying again.
 */
export const PAYMENTS_EVENTS = {
  succeeded: defineEvent(
    'payments.payment.succeeded.v1',
    z.object({
      ...payment,
      gateway: z.enum(PAYMENT_GATEWAYS),
      amount: z.number().int().positive(),
      refId: z.string().nullable(),
    }),
  ),
  failed: defineEvent(
    'payments.payment.failed.v1',
    z.object({ ...payment, gateway: z.enum(PAYMENT_GATEWAYS), failure: z.enum(PAYMENT_FAILURES) }),
  ),
} as const;
