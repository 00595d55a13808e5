import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import {
  canMovePayment,
  outcomeOf,
  reversalOf,
  statusOfState,
  type Payment,
  type PaymentFailure,
  type PaymentGateway,
  type PaymentHistoryEntry,
  type PaymentResult,
  type PaymentState,
  type PaymentStatus,
  type ReversalState,
} from '@ela/contracts';
import { bigintToNumber } from '@ela/service-kit';
import type { BankReturn, Taken } from '../gateways/gateway-adapter';

const rials = { type: 'bigint', transformer: bigintToNumber } as const;

/** Where this payment's hold on its order stands: orders lets one payment hold an order. */
export type ClaimState = 'none' | 'held' | 'released';

export interface NewPayment {
  id: string;
  /** Drawn by PostgreSQL as the payment is inserted when absent (`payment_number_seq`). */
  number?: number;
  orderId: string;
  customerId: string;
  gateway: PaymentGateway;
  amount: number;
}

/**
 * One attempt to pay one order at one gateway. Its state moves only along PAYMENT_TRANSITIONS
 * (libs/contracts), through its own methods, and every move is written into its history; the
 * spec's status, the failure and the reversal are kept beside it for reading. `capturedAt` is
 * the bank's word that it took the money, set once and never cleared.
 */
@Entity('payment')
export class PaymentEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** Drawn by PostgreSQL at insert (payment_number_seq), so two payments never share one. */
  @Column({ ...rials, default: () => "nextval('payment_number_seq')" })
  number!: number;

  @Column('uuid', { name: 'order_id' })
  orderId!: string;

  @Column('uuid', { name: 'customer_id' })
  customerId!: string;

  @Column('text')
  gateway!: PaymentGateway;

  @Column({ ...rials })
  amount!: number;

  @Column('text')
  state!: PaymentState;

  @Column('text')
  status!: PaymentStatus;

  @Column('text')
  claim!: ClaimState;

  @Column('text', { nullable: true })
  reference!: string | null;

  @Column('text', { name: 'ref_id', nullable: true })
  refId!: string | null;

  @Column('text', { name: 'card_mask', nullable: true })
  cardMask!: string | null;

  @Column('text', { nullable: true })
  failure!: PaymentFailure | null;

  @Column('integer', { name: 'bank_code', nullable: true })
  bankCode!: number | null;

  @Column('jsonb', { name: 'bank_return', nullable: true })
  bankReturn!: BankReturn | null;

  @Column('text', { nullable: true })
  reversal!: ReversalState | null;

  @Column('jsonb')
  history!: PaymentHistoryEntry[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column('timestamptz', { name: 'settled_at', nullable: true })
  settledAt!: Date | null;

  @Column('timestamptz', { name: 'captured_at', nullable: true })
  capturedAt!: Date | null;

  /** Written only by the repository's lease, never by a save. */
  @Column({ type: 'timestamptz', name: 'lease_until', nullable: true, insert: false, update: false })
  leaseUntil!: Date | null;

  static begin(p: NewPayment): PaymentEntity {
    const at = new Date().toISOString();
    // The spread last: V8 11.3 (Node 20) adds each field after a leading spread slowly.
    return Object.assign(new PaymentEntity(), {
      state: 'started' as const,
      status: statusOfState('started'),
      claim: 'none' as const,
      reference: null,
      refId: null,
      cardMask: null,
      failure: null,
      bankCode: null,
      bankReturn: null,
      reversal: null,
      settledAt: null,
      capturedAt: null,
      history: [{ status: statusOfState('started'), state: 'started' as const, at, note: null }],
      ...p,
    });
  }

  /** A process is asking a bank or orders about it right now. */
  get isLeased(): boolean {
    return this.leaseUntil !== null && this.leaseUntil.getTime() > Date.now();
  }

  /** Nothing more to ask a bank or orders about. */
  get isSettled(): boolean {
    return ['paid', 'failed', 'reversed', 'refund_owed', 'refunded'].includes(this.state);
  }

  /** The bank opened a session: its reference is how the return finds this payment. */
  opened(reference: string): void {
    this.reference = reference;
    this.move('at_bank', null);
  }

  /**
   * Keeps the first return, except that a return claiming payment replaces one that did not:
   * a forged "cancelled" posted first must not hide the customer's real return. Neither is
   * believed; the bank is asked either way.
   */
  returned(bankReturn: BankReturn): void {
    if (!this.bankReturn || (!this.bankReturn.paid && bankReturn.paid)) this.bankReturn = bankReturn;
  }

  /** The verify may be sent from now on: only the bank's word moves the payment on. */
  verifying(note: string): void {
    this.move('verifying', note);
  }

  /** The bank confirmed it took the money. */
  captured(taken: Taken, code: number | null): void {
    if (this.state !== 'verifying') throw new Error(`payment ${this.id} is ${this.state}, not verifying`);
    this.refId = taken.refId ?? this.refId;
    this.cardMask = taken.cardMask ?? this.cardMask;
    this.bankCode = code ?? this.bankCode;
    this.capturedAt ??= new Date();
  }

  /** Captured, and the order took it. */
  paid(note: string | null): void {
    if (!this.capturedAt) throw new Error(`payment ${this.id} was never captured`);
    this.claim = 'held';
    this.settledAt = new Date();
    this.move('paid', note);
  }

  /** Ended with no money taken (or none the bank still holds for us). */
  fail(failure: PaymentFailure, code: number | null, note: string): void {
    this.failure = failure;
    this.bankCode = code ?? this.bankCode;
    this.settledAt = new Date();
    this.move('failed', note);
  }

  /** Money the bank took or may hold that the shop cannot keep: the bank is to send it back. */
  refuse(failure: PaymentFailure | null, note: string): void {
    if (failure) this.failure = failure;
    this.move('reversal_pending', note);
  }

  /** The bank's answer to the reversal. */
  reversed(note: string): void {
    this.move('reversed', note);
  }

  /** The bank held nothing for us after all: nothing was captured, nothing is owed. */
  heldNothing(note: string): void {
    this.failure ??= 'DECLINED';
    this.move('failed', note);
  }

  /** The bank cannot or will not send it back: a person must. */
  refundOwed(code: number | null, note: string): void {
    this.bankCode = code ?? this.bankCode;
    this.move('refund_owed', note);
  }

  /** An admin returned the money by hand. */
  refunded(note: string): void {
    this.move('refunded', note);
  }

  held(): void {
    this.claim = 'held';
  }

  released(): void {
    this.claim = 'released';
  }

  private move(state: PaymentState, note: string | null): void {
    if (!canMovePayment(this.state, state))
      throw new Error(`payment ${this.id} cannot move from ${this.state} to ${state}`);
    this.state = state;
    this.status = statusOfState(state);
    this.reversal = reversalOf(state);
    this.history = [...this.history, { status: this.status, state, at: new Date().toISOString(), note }];
  }

  /** What the return page shows; strangers holding the reference get the outcome only. */
  toResult(forOwner: boolean): PaymentResult {
    return {
      id: this.id,
      number: this.number,
      orderId: forOwner ? this.orderId : null,
      gateway: this.gateway,
      status: this.status,
      state: this.state,
      details: forOwner,
      outcome: outcomeOf(this),
      failure: this.failure,
      reversal: this.reversal,
      amount: forOwner ? this.amount : null,
      refId: forOwner ? this.refId : null,
      cardMask: forOwner ? this.cardMask : null,
    };
  }

  toContract(): Payment {
    return {
      id: this.id,
      number: this.number,
      orderId: this.orderId,
      customerId: this.customerId,
      gateway: this.gateway,
      status: this.status,
      state: this.state,
      amount: this.amount,
      reference: this.reference,
      refId: this.refId,
      cardMask: this.cardMask,
      failure: this.failure,
      reversal: this.reversal,
      history: this.history,
      createdAt: this.createdAt.toISOString(),
      settledAt: this.settledAt?.toISOString() ?? null,
      capturedAt: this.capturedAt?.toISOString() ?? null,
    };
  }
}
