import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import {
  outcomeOf,
  type Payment,
  type PaymentFailure,
  type PaymentGateway,
  type PaymentHistoryEntry,
  type PaymentResult,
  type PaymentStatus,
  type ReversalState,
} from '@ela/contracts';
import { bigintToNumber } from '@ela/service-kit';
import type { BankReturn, Taken } from '../gateways/gateway-adapter';

const rials = { type: 'bigint', transformer: bigintToNumber } as const;

export interface NewPayment {
  id: string;
  number: number;
  orderId: string;
  customerId: string;
  gateway: PaymentGateway;
  amount: number;
  orderExpiresAt: Date | null;
}

/**
 * One attempt to pay one order at one gateway. Its status only moves forward, Initial → Pending
 * → Success | Failed, through its own methods, and every move is written into its history;
 * Success and Failed are final. Money the bank took and the shop cannot keep is recorded as a
 * reversal beside the status, never by rewriting it.
 */
@Entity('payment')
export class PaymentEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ ...rials })
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
  status!: PaymentStatus;

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

  @Column('timestamptz', { name: 'order_expires_at', nullable: true })
  orderExpiresAt!: Date | null;

  @Column('jsonb')
  history!: PaymentHistoryEntry[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column('timestamptz', { name: 'settled_at', nullable: true })
  settledAt!: Date | null;

  static begin(p: NewPayment): PaymentEntity {
    return Object.assign(new PaymentEntity(), {
      ...p,
      status: 'Initial' as const,
      reference: null,
      refId: null,
      cardMask: null,
      failure: null,
      bankCode: null,
      bankReturn: null,
      reversal: null,
      settledAt: null,
      history: [{ status: 'Initial' as const, at: new Date().toISOString(), note: null }],
    });
  }

  get isFinal(): boolean {
    return this.status === 'Success' || this.status === 'Failed';
  }

  /** The order's payment window has ended: orders cancels it, so it can no longer be paid. */
  orderClosed(now = new Date()): boolean {
    return this.orderExpiresAt !== null && now.getTime() > this.orderExpiresAt.getTime();
  }

  /** The bank opened a session: its reference is how the return finds this payment. */
  opened(reference: string): void {
    this.assertOpen();
    if (this.reference) throw new Error(`payment ${this.id} already has a session`);
    this.reference = reference;
  }

  /** Keeps the first return only: a replayed or altered later one changes nothing. */
  returned(bankReturn: BankReturn): void {
    this.bankReturn ??= bankReturn;
  }

  /** The bank is being asked, or its answer was lost: reconciliation settles it if need be. */
  pending(note: string): void {
    this.assertOpen();
    if (this.status === 'Initial') this.move('Pending', note);
  }

  succeed(taken: Taken, code: number | null, note: string | null = null): void {
    this.assertOpen();
    this.refId = taken.refId;
    this.cardMask = taken.cardMask;
    this.bankCode = code;
    this.settledAt = new Date();
    this.move('Success', note);
  }

  fail(failure: PaymentFailure, code: number | null, note: string | null = null): void {
    this.assertOpen();
    this.failure = failure;
    this.bankCode = code;
    this.settledAt = new Date();
    this.move('Failed', note);
  }

  /** Money the bank holds for this payment is to go back to the customer. */
  requestReversal(): void {
    if (this.reversal === null) this.reversal = 'requested';
  }

  /** The bank's answer to the reversal; `nothing` when it held no money for this payment. */
  reversalSettled(outcome: 'done' | 'failed' | 'nothing'): void {
    if (this.reversal !== 'requested') throw new Error(`payment ${this.id} owes no reversal`);
    this.reversal = outcome === 'nothing' ? null : outcome;
  }

  private assertOpen(): void {
    if (this.isFinal) throw new Error(`payment ${this.id} is already ${this.status}`);
  }

  private move(status: PaymentStatus, note: string | null): void {
    this.status = status;
    this.history = [...this.history, { status, at: new Date().toISOString(), note }];
  }

  toResult(): PaymentResult {
    return {
      id: this.id,
      number: this.number,
      orderId: this.orderId,
      gateway: this.gateway,
      status: this.status,
      outcome: outcomeOf(this),
      failure: this.failure,
      reversal: this.reversal,
      amount: this.amount,
      refId: this.refId,
      cardMask: this.cardMask,
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
      amount: this.amount,
      reference: this.reference,
      refId: this.refId,
      cardMask: this.cardMask,
      failure: this.failure,
      reversal: this.reversal,
      history: this.history,
      createdAt: this.createdAt.toISOString(),
      settledAt: this.settledAt?.toISOString() ?? null,
    };
  }
}
