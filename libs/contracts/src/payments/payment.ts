import { z } from 'zod';
import { PAYMENT_GATEWAYS, PAYMENT_STATUSES, type PaymentGateway, type PaymentStatus } from '../enums';
import { idSchema, listQuery } from '../common.schemas';
import { toWesternDigits } from '../digits';
import { safeText } from '../text';
import { PAYMENT_STATES, type PaymentState } from './payment-states';

/**
 * The least a gateway takes in one payment, in Rials (Zarinpal refuses under 1,000). An order whose
 * total is under its gateway's is refused at checkout; a total of zero needs no gateway at all.
 */
export const GATEWAY_MINIMUM_RIALS: Record<PaymentGateway, number> = {
  Zarinpal: 1_000,
  Parsian: 1_000,
  MockTest: 1_000,
};

/** How each gateway is named to customers and admins. */
export const GATEWAY_TITLES: Record<PaymentGateway, string> = {
  Zarinpal: 'زرین‌پال',
  Parsian: 'بانک پارسیان',
  MockTest: 'پرداخت آزمایشی',
};

/** A gateway's name for people where it is kept as plain text (an order's): unknown ones as they are. */
export function gatewayTitle(gateway: string): string {
  return (GATEWAY_TITLES as Record<string, string>)[gateway] ?? gateway;
}

/**
 * Why a payment ended Failed. CANCELLED: the customer left the bank page; DECLINED: the bank
 * refused (card, balance, a code it answered); AMOUNT_MISMATCH: the bank's amount was not ours;
 * RETURN_MISMATCH: the return named another order or no token; EXPIRED: the bank's session ran
 * out unpaid; ALREADY_PAID: another payment of the order had already succeeded; ORDER_CLOSED:
 * the order was cancelled or its window ended; START_FAILED: the bank never opened a session.
 */
export const PAYMENT_FAILURES = [
  'CANCELLED',
  'DECLINED',
  'AMOUNT_MISMATCH',
  'RETURN_MISMATCH',
  'EXPIRED',
  'ALREADY_PAID',
  'ORDER_CLOSED',
  'START_FAILED',
] as const;
export type PaymentFailure = (typeof PAYMENT_FAILURES)[number];

/**
 * Money sent back after the bank took it: `requested` while the bank has not confirmed it yet,
 * `done` once it has, `failed` when the bank refused (an admin settles it by hand).
 */
export const REVERSAL_STATES = ['requested', 'done', 'failed'] as const;
export type ReversalState = (typeof REVERSAL_STATES)[number];

/**
 * What a customer is told about one payment: `paid` (the order is paid), `pending` (the bank's
 * answer is being checked), `cancelled`, `failed`, or `reversed` (the bank took the money but the
 * order could no longer take it, so it was sent back).
 */
export const PAYMENT_OUTCOMES = ['paid', 'pending', 'cancelled', 'failed', 'reversed'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** The customer-facing reading of a payment's state and failure. */
export function outcomeOf(p: { state: PaymentState; failure: PaymentFailure | null }): PaymentOutcome {
  switch (p.state) {
    case 'paid':
      return 'paid';
    case 'failed':
      return p.failure === 'CANCELLED' ? 'cancelled' : 'failed';
    case 'reversal_pending':
    case 'reversed':
    case 'refund_owed':
    case 'refunded':
      return 'reversed';
    default:
      return 'pending';
  }
}

/** Where money the bank took and the shop could not keep stands, for the customer and the panel. */
export function reversalOf(state: PaymentState): ReversalState | null {
  if (state === 'reversal_pending') return 'requested';
  if (state === 'reversed' || state === 'refunded') return 'done';
  if (state === 'refund_owed') return 'failed';
  return null;
}

/**
 * Body of POST /payment/start and POST /payment/parsian/openTransaction: one of the caller's
 * orders, and for paying again, any offered gateway (the order's own when absent).
 */
export const startPaymentBody = z
  .object({ orderId: idSchema, gateway: z.enum(PAYMENT_GATEWAYS).optional() })
  .strict();
export type StartPaymentBody = z.infer<typeof startPaymentBody>;

/** Zarinpal hands out authorities of this form (its own SDK checks them the same way). */
export const zarinpalAuthority = z
  .string()
  .regex(/^[AS][0-9a-zA-Z]{35}$/, 'شناسهٔ پرداخت زرین‌پال معتبر نیست');

/** Body of POST /order/verify-zarinpal: what the shop's return page read from its address. */
export const zarinpalVerifyBody = z
  .object({
    authority: zarinpalAuthority.describe('Authority, as Zarinpal put it in the return address'),
    status: z.enum(['OK', 'NOK']).describe('Status, as Zarinpal put it in the return address'),
  })
  .strict();
export type ZarinpalVerifyBody = z.infer<typeof zarinpalVerifyBody>;

/** Parsian's tokens are 64-bit integers; they travel as digits. */
export const parsianToken = z
  .string()
  .regex(/^[1-9]\d{0,18}$/, 'شناسهٔ پرداخت پارسیان معتبر نیست')
  .describe('Token');

/** Body of POST /payment/parsian/verify: the token the return page was given. */
export const parsianVerifyBody = z.object({ token: parsianToken }).strict();
export type ParsianVerifyBody = z.infer<typeof parsianVerifyBody>;

/** A form field the bank may leave empty: empty is absent, digits of any script are read. */
const formDigits = (pattern: RegExp) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? toWesternDigits(v.trim()).replace(/,/g, '') || undefined : v),
    z.string().regex(pattern).optional(),
  );

/**
 * The form Parsian's payment page posts back through the customer's browser. Unknown fields are
 * dropped rather than refused: the bank adds fields without notice, and a refused return would
 * strand the customer.
 */
export const parsianCallbackBody = z.object({
  Token: parsianToken,
  status: formDigits(/^-?\d{1,6}$/).pipe(z.string().transform(Number)),
  OrderId: formDigits(/^\d{1,19}$/),
  TerminalNo: formDigits(/^\d{1,19}$/),
  RRN: formDigits(/^-?\d{1,19}$/),
  HashCardNumber: safeText().max(200).optional(),
  Amount: formDigits(/^\d{1,19}$/),
});
export type ParsianCallbackBody = z.infer<typeof parsianCallbackBody>;

/** MockTest's references, as the simulator hands them out. */
export const mockTestReference = z.string().regex(/^MT[0-9a-f]{32}$/, 'شناسهٔ پرداخت آزمایشی معتبر نیست');

/** Body of POST /payment/mock/verify. */
export const mockTestVerifyBody = z
  .object({ reference: mockTestReference, status: z.enum(['OK', 'NOK']) })
  .strict();
export type MockTestVerifyBody = z.infer<typeof mockTestVerifyBody>;

/** Query of GET /payment/all-by-admin; `q` finds a reference, a bank reference, a payment or order id, a number. */
export const listPaymentsQuery = listQuery(['newest', 'oldest', 'amount'])
  .extend({
    status: z.enum(PAYMENT_STATUSES).optional(),
    /** `refund_owed` lists the money the shop must return by hand. */
    state: z.enum(PAYMENT_STATES).optional(),
    gateway: z.enum(PAYMENT_GATEWAYS).optional(),
    orderId: idSchema.optional(),
  })
  .strict();
export type ListPaymentsQuery = z.infer<typeof listPaymentsQuery>;

/** One entry of a payment's history: every status it has had, with why. */
export interface PaymentHistoryEntry {
  status: PaymentStatus;
  /** Absent on entries written before payments had states. */
  state?: PaymentState;
  at: string;
  note: string | null;
}

/** One attempt to pay one order at one gateway; amounts in whole Rials. */
export interface Payment {
  id: string;
  /** A short number for people, and the unique order id Parsian is given. */
  number: number;
  orderId: string;
  customerId: string;
  gateway: PaymentGateway;
  status: PaymentStatus;
  state: PaymentState;
  amount: number;
  /** The gateway's reference: Zarinpal's authority, Parsian's token, MockTest's reference. */
  reference: string | null;
  /** The bank's tracking number once paid (Zarinpal's ref_id, Parsian's RRN). */
  refId: string | null;
  cardMask: string | null;
  failure: PaymentFailure | null;
  reversal: ReversalState | null;
  history: PaymentHistoryEntry[];
  createdAt: string;
  settledAt: string | null;
  /** When a bank confirmed it took the money; never cleared (a reversal is a state after it). */
  capturedAt: string | null;
}

/**
 * Answer of the verify routes: what the return page shows. Replays answer the same. Someone who
 * holds the bank's reference but is not the order's customer gets the outcome only: the order,
 * amount, bank reference and card are null for them (`details: false`).
 */
export interface PaymentResult {
  id: string;
  number: number;
  orderId: string | null;
  gateway: PaymentGateway;
  status: PaymentStatus;
  state: PaymentState;
  details: boolean;
  outcome: PaymentOutcome;
  failure: PaymentFailure | null;
  /** Whether money the bank took has gone back (or is on its way), when it could not be kept. */
  reversal: ReversalState | null;
  amount: number | null;
  refId: string | null;
  cardMask: string | null;
}

/** Answer of POST /payment/start and openTransaction: where to send the customer. */
export interface StartedPayment {
  id: string;
  gateway: PaymentGateway;
  reference: string;
  url: string;
}

/** One entry of GET /payment/gateways. */
export interface OfferedGateway {
  gateway: PaymentGateway;
  title: string;
}
