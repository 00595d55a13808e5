import type { PaymentFailure, PaymentGateway } from '@ela/contracts';

/** What a bank is asked to open a session for. Amounts are whole Rials everywhere. */
export interface SessionRequest {
  /** Our payment's number: Parsian's unique OrderId. */
  paymentNumber: number;
  orderId: string;
  amount: number;
  description: string;
}

export interface OpenedSession {
  /** The gateway's reference: Zarinpal's authority, Parsian's token, MockTest's reference. */
  reference: string;
  /** The bank page to send the customer to. */
  url: string;
}

/**
 * What the customer's return says. Nothing in it is believed: it only tells whether to ask the
 * bank, and the bank's own answer settles the payment.
 */
export interface BankReturn {
  reference: string;
  /** The return claims the customer paid. */
  paid: boolean;
  /** The customer left the bank page (as opposed to the bank refusing). */
  cancelled: boolean;
  code: number | null;
  /**
   * What the bank wrote back of our request, on gateways whose return carries it (Parsian: the
   * amount and our payment number as its OrderId; a missing one is null); null on the others.
   */
  echoes: { amount: number | null; paymentNumber: string | null } | null;
}

/** The money is the shop's; the bank's own reference for it. */
export interface Taken {
  refId: string | null;
  cardMask: string | null;
}

/**
 * The bank's answer to verification (Zarinpal's verify, Parsian's confirm), always made with
 * the amount from our own database. `confirmed-before` is a success the bank says it already
 * gave (Zarinpal 101, Parsian -1533): proof of nothing by itself, since it cannot tell whose
 * verification that was; reconciliation settles those through the bank's inquiry.
 */
export type Verification =
  | ({ kind: 'confirmed'; code: number } & Taken)
  | { kind: 'confirmed-before'; code: number }
  /** `unpaid`: the bank says the customer never paid, so it holds nothing for this payment. */
  | { kind: 'refused'; failure: PaymentFailure; code: number; unpaid?: true };

/** Where a payment stands at the bank, for reconciliation. */
export type Inquiry =
  /** Settled at the bank: verified (by an earlier call of ours whose answer was lost). */
  | ({ kind: 'confirmed' } & Taken)
  /** Paid by the customer, waiting for our verification. */
  | { kind: 'paid' }
  /** Nothing paid yet: the customer may still be on the bank page. */
  | { kind: 'open' }
  | { kind: 'failed'; failure: PaymentFailure; code: number | null }
  | { kind: 'reversed' };

/**
 * `nothing`: the bank holds no money for it (never paid, never verified, already sent back);
 * `refused`: it took money it will not or cannot send back (the window is over, the bank cannot
 * reverse): the shop owes it and a person must refund it.
 */
export type Reversal = { kind: 'reversed' } | { kind: 'nothing' } | { kind: 'refused'; code: number };

/** The bank did not answer, answered 5xx or too late: whatever was asked may or may not have happened. */
export class GatewayUnreachable extends Error {
  constructor(
    readonly gateway: PaymentGateway,
    readonly operation: string,
    cause: unknown,
  ) {
    super(`${gateway} ${operation}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** The bank refused to open a session (bad credentials, amount out of range…). */
export class SessionRefused extends Error {
  constructor(
    readonly gateway: PaymentGateway,
    readonly code: number,
  ) {
    super(`${gateway} refused to open a session (${code})`);
  }
}

/**
 * One contract for every gateway; an adapter is a thin translation of it into the gateway's own
 * protocol. `R` is the shape of the gateway's return as its route row parses it.
 */
export interface GatewayAdapter<R = unknown> {
  readonly gateway: PaymentGateway;
  /**
   * Whether the bank itself sends back money it took for a payment that is never verified
   * (Zarinpal does); otherwise a payment refused after the customer paid is reversed explicitly.
   */
  readonly returnsUnverified: boolean;
  /** Whether asking where a payment stands confirms it (Parsian has no inquiry but its confirm). */
  readonly inquiryTakesMoney: boolean;
  open(request: SessionRequest): Promise<OpenedSession>;
  readReturn(input: R): BankReturn;
  verify(payment: { reference: string; amount: number }): Promise<Verification>;
  /** Sends taken money back: within the gateway's window after verification, or before it. */
  reverse(payment: { reference: string; amount: number }): Promise<Reversal>;
  inquire(payment: { reference: string; amount: number }): Promise<Inquiry>;
  /**
   * References paid at the bank and never verified, where the gateway can list them (Zarinpal's
   * unVerified); others answer an empty list and are found by age instead.
   */
  unsettled(): Promise<string[]>;
}
