import { z } from 'zod';
import { PAYMENT_GATEWAYS, type OrderStatus, type PaymentGateway } from '../enums';
import { idSchema } from '../common.schemas';
import type { PaymentState } from './payment-states';

/**
 * How payments and orders agree on who pays an order (docs/decisions/money-state-machine.md):
 * `open` before a bank session (the customer's own placed order, inside its window; the order gets
 * the bank's session as grace), `hold` before a verify, `pay` after the bank captured, `release`
 * when the attempt ended without money, `status` to read the order's status and holder.
 * Service-only: NATS lets only payments send it, and orders checks every step with payments' own
 * row.
 */
export const orderClaimBody = z.discriminatedUnion('step', [
  z
    .object({
      step: z.literal('open'),
      orderId: idSchema,
      customerId: idSchema,
      /** Paying again at another gateway; the order's own when absent. */
      gateway: z.enum(PAYMENT_GATEWAYS).optional(),
      /** The end of the bank session this payment opens: the order stays payable until then. */
      sessionEndsAt: z.iso.datetime(),
    })
    .strict(),
  z.object({ step: z.enum(['hold', 'pay', 'release']), orderId: idSchema, paymentId: idSchema }).strict(),
  z.object({ step: z.literal('status'), orderId: idSchema }).strict(),
]);
export type OrderClaimBody = z.infer<typeof orderClaimBody>;

/** Why orders did not let a payment hold or pay an order. */
export type ClaimRefusal = 'ALREADY_PAID' | 'ORDER_CLOSED';

/** Answer of `hold`, `pay` and `release`. */
export interface ClaimAnswer {
  granted: boolean;
  refusal: ClaimRefusal | null;
}

/** Answer of `status`. */
export interface OrderClaimStatus {
  status: OrderStatus;
  paymentId: string | null;
}

/**
 * Body of payments' `startPlaced`: the order orders has just placed, with the gateway and amount it
 * keeps, so payments need not read the order back. Service-only (NATS lets only orders send it,
 * with the customer's token); the claim steps still check the amount against the order.
 */
export const startPlacedBody = z
  .object({
    orderId: idSchema,
    gateway: z.enum(PAYMENT_GATEWAYS),
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    /**
     * When orders placed it, its payment window counting from then: the session opened with the
     * placement counts from the same instant (never later than payments' own clock), so a window
     * and a session of one length end together and the order needs no grace written.
     */
    placedAt: z.iso.datetime().optional(),
  })
  .strict();
export type StartPlacedBody = z.infer<typeof startPlacedBody>;

/** Answer of `startPlaced`: the bank page, and until when its session keeps the order payable. */
export interface StartedPlacedPayment {
  id: string;
  gateway: PaymentGateway;
  reference: string;
  url: string;
  sessionEndsAt: string;
}

/** Body of payments' check: what orders asks before it believes a claim step. */
export const paymentCheckBody = z.object({ id: idSchema }).strict();

/** Payments' own row, as orders needs it to believe a claim. */
export interface PaymentCheck {
  id: string;
  orderId: string;
  amount: number;
  state: PaymentState;
  captured: boolean;
}
