import { createHash, randomBytes, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DEFAULT_SWITCHES,
  mergeSwitches,
  type Operation,
  type Switches,
  type SwitchesPatch,
} from './switches';

export type SimGateway = 'zarinpal' | 'parsian' | 'mock';
/**
 * A session's life at the bank: opened, then paid, cancelled or failed on the bank page; a paid
 * one is verified (confirmed) by the shop or, later, reversed. Expiry is read from the clock.
 */
export type SessionState = 'created' | 'paid' | 'cancelled' | 'failed' | 'verified' | 'reversed';
export type BankAction = 'pay' | 'cancel' | 'fail';

export interface Session {
  gateway: SimGateway;
  reference: string;
  /** What the shop asked for. */
  amount: number;
  /** What the customer actually paid (differs when `tamperAmount` is on). */
  paidAmount: number | null;
  callbackUrl: string;
  description: string;
  /** Parsian's OrderId, unique per merchant. */
  orderId: string | null;
  state: SessionState;
  createdAt: number;
  verifiedAt: number | null;
  reversedAt: number | null;
  refId: string | null;
  cardPan: string | null;
  cardHash: string | null;
  counts: { returns: number; verify: number; inquiry: number; reverse: number };
}

/** The bank answered 500 without doing anything (a `fail500` switch). */
export class SimServerError extends Error {}

export type VerifyOutcome =
  | { kind: 'verified'; first: boolean; session: Session }
  | { kind: 'unknown' | 'not-paid' | 'expired' | 'amount-mismatch' };
/**
 * `not-reversible`: nothing was ever captured (or, where only verified money is reversed, it was
 * paid but never verified); `refused`: captured, but the bank will not send it back (the
 * `reverseRefused` switch), so the shop owes the customer a refund by hand.
 */
export type ReverseOutcome =
  'reversed' | 'unknown' | 'window-over' | 'reversed-before' | 'not-reversible' | 'refused';

/** One line of the bank's books, as `GET /__sim/ledger` lists it. */
export interface LedgerLine {
  gateway: SimGateway;
  reference: string;
  orderId: string | null;
  amount: number;
  paidAmount: number | null;
  state: SessionState;
  createdAt: string;
  verifiedAt: string | null;
  /** Sent back after the customer paid (verified or not). */
  reversed: boolean;
  reversedAt: string | null;
}

const digits = (n: number) => Array.from({ length: n }, (_, i) => randomInt(i === 0 ? 1 : 0, 10)).join('');

const REFERENCES: Record<SimGateway, () => string> = {
  // As Zarinpal hands them out: A and 35 characters.
  zarinpal: () => `A${'0'.repeat(11)}${digits(24)}`,
  // A 64-bit integer at Parsian; kept below 2^53 so every JSON reader gets it exactly.
  parsian: () => digits(15),
  mock: () => `MT${randomBytes(16).toString('hex')}`,
};

/** The simulated bank's books: every session, what tests switched on, and the rules of each step. */
export class SimBank {
  private readonly sessions = new Map<string, Session>();
  private readonly parsianOrderIds = new Set<string>();
  private current: Switches = DEFAULT_SWITCHES;

  constructor(private readonly now: () => number = Date.now) {}

  get switches(): Switches {
    return this.current;
  }

  setSwitches(patch: SwitchesPatch): Switches {
    this.current = mergeSwitches(this.current, patch);
    return this.current;
  }

  resetSwitches(): Switches {
    this.current = DEFAULT_SWITCHES;
    return this.current;
  }

  /**
   * Runs one operation as the switches say: a spent `fail500` counter answers 500 with nothing
   * done; otherwise the work is done at once and the answer waits `slowMs`, so a caller that
   * gives up early has still had the operation happen.
   */
  async answer<T>(operation: Operation, work: () => T): Promise<T> {
    const failures = this.current.fail500[operation] ?? 0;
    if (failures > 0) {
      this.current = { ...this.current, fail500: { ...this.current.fail500, [operation]: failures - 1 } };
      throw new SimServerError(`${operation}: simulated server error`);
    }
    const result = work();
    const delay = this.current.slowMs[operation] ?? 0;
    if (delay > 0) await sleep(delay);
    return result;
  }

  /** Parsian refuses an OrderId it has seen; the caller checks with this first. */
  orderIdTaken(orderId: string): boolean {
    return this.parsianOrderIds.has(orderId);
  }

  open(
    gateway: SimGateway,
    o: { amount: number; callbackUrl: string; description?: string; orderId?: string },
  ): Session {
    const session: Session = {
      gateway,
      reference: REFERENCES[gateway](),
      amount: o.amount,
      paidAmount: null,
      callbackUrl: o.callbackUrl,
      description: o.description ?? '',
      orderId: o.orderId ?? null,
      state: 'created',
      createdAt: this.now(),
      verifiedAt: null,
      reversedAt: null,
      refId: null,
      cardPan: null,
      cardHash: null,
      counts: { returns: 0, verify: 0, inquiry: 0, reverse: 0 },
    };
    this.sessions.set(session.reference, session);
    if (o.orderId) this.parsianOrderIds.add(o.orderId);
    return session;
  }

  find(reference: string, gateway?: SimGateway): Session | undefined {
    const session = this.sessions.get(reference);
    return session && (!gateway || session.gateway === gateway) ? session : undefined;
  }

  /** A session nobody paid within its time is expired. */
  expired(session: Session): boolean {
    return session.state === 'created' && this.now() - session.createdAt > this.current.sessionTtlMs;
  }

  /** Ends a session's time now (an expired token, whatever the clock says). */
  expire(session: Session): void {
    session.createdAt = this.now() - this.current.sessionTtlMs - 1;
  }

  /** The customer's button on the bank page; only an open, unexpired session takes one. */
  act(session: Session, action: BankAction): boolean {
    if (session.state !== 'created' || this.expired(session)) return false;
    if (action === 'pay') {
      session.state = 'paid';
      session.paidAmount = session.amount + this.current.tamperAmount;
      const last4 = digits(4);
      session.cardPan = `603799******${last4}`;
      session.cardHash = createHash('sha256').update(`6037991234${last4}`).digest('hex').toUpperCase();
      session.refId = digits(12);
    } else {
      session.state = action === 'cancel' ? 'cancelled' : 'failed';
    }
    return true;
  }

  /**
   * Verifies (Zarinpal, MockTest) or confirms (Parsian) a session. With an amount, it must be
   * what the customer paid. A second verification of a verified session is `first: false`.
   */
  verify(reference: string, gateway: SimGateway, amount?: number): VerifyOutcome {
    const session = this.find(reference, gateway);
    if (!session) return { kind: 'unknown' };
    session.counts.verify += 1;
    if (this.expired(session)) return { kind: 'expired' };
    if (session.state === 'verified') return { kind: 'verified', first: false, session };
    if (session.state !== 'paid') return { kind: 'not-paid' };
    if (amount !== undefined && amount !== session.paidAmount) return { kind: 'amount-mismatch' };
    session.state = 'verified';
    session.verifiedAt = this.now();
    return { kind: 'verified', first: true, session };
  }

  /**
   * Sends the money back: a verified payment within the reversal window, and a paid one never
   * verified unless `verifiedOnly` (Zarinpal reverses only verified money; what it never verified
   * it returns to the customer by itself).
   */
  reverse(reference: string, gateway: SimGateway, { verifiedOnly = false } = {}): ReverseOutcome {
    const session = this.find(reference, gateway);
    if (!session) return 'unknown';
    session.counts.reverse += 1;
    if (session.state === 'reversed') return 'reversed-before';
    const verified = session.state === 'verified';
    if (!verified && (session.state !== 'paid' || verifiedOnly)) return 'not-reversible';
    if (verified && this.now() - (session.verifiedAt ?? 0) > this.current.reversalWindowMs)
      return 'window-over';
    if (verified && this.current.reverseRefused) return 'refused';
    session.state = 'reversed';
    session.reversedAt = this.now();
    return 'reversed';
  }

  /** Every session the bank has opened, oldest first: what it holds and what it gave back. */
  ledger(): LedgerLine[] {
    const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    return [...this.sessions.values()].map((s) => ({
      gateway: s.gateway,
      reference: s.reference,
      orderId: s.orderId,
      amount: s.amount,
      paidAmount: s.paidAmount,
      state: s.state,
      createdAt: at(s.createdAt)!,
      verifiedAt: at(s.verifiedAt),
      reversed: s.state === 'reversed',
      reversedAt: at(s.reversedAt),
    }));
  }

  /** Paid and never verified: what Zarinpal's unVerified.json lists. */
  unverified(gateway: SimGateway): Session[] {
    return [...this.sessions.values()].filter((s) => s.gateway === gateway && s.state === 'paid');
  }
}
