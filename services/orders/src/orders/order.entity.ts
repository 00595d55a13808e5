import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import {
  canMove,
  type Order,
  type OrderActor,
  type OrderAddress,
  type OrderBreakdown,
  type OrderCustomer,
  type OrderLine,
  type OrderStatus,
  type OrderTimelineEntry,
  type PaymentGateway,
  type ShippingMethod,
} from '@ela/contracts';
import { bigintToNumber } from '@ela/service-kit';
import { OrderErrors } from './order-errors';

const rials = { type: 'bigint', transformer: bigintToNumber } as const;

export interface NewOrder {
  id: string;
  customerId: string;
  customer: OrderCustomer | null;
  addressId: string;
  shipTo: OrderAddress;
  shippingMethod: ShippingMethod;
  gateway: PaymentGateway;
  discountCode: string | null;
  breakdown: OrderBreakdown;
  lines: OrderLine[];
  expiresAt: Date;
}

/**
 * An order. Its status moves only through `moveTo`, along the transition table, and every
 * move is written into the timeline the customer sees. Lines and prices are a snapshot.
 */
@Entity('customer_order')
export class OrderEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** Drawn by PostgreSQL at insert (customer_order_number_seq), so two placements never share one. */
  @Column({
    type: 'bigint',
    transformer: bigintToNumber,
    default: () => "nextval('customer_order_number_seq')",
  })
  number!: number;

  @Column('uuid', { name: 'customer_id' })
  customerId!: string;

  /** Name and phone as the account had them at placement, for the panel; null on older orders. */
  @Column('jsonb', { nullable: true })
  customer!: OrderCustomer | null;

  @Column('text')
  status!: OrderStatus;

  @Column('uuid', { name: 'address_id' })
  addressId!: string;

  @Column('jsonb', { name: 'ship_to', nullable: true })
  shipTo!: OrderAddress | null;

  @Column('text', { name: 'shipping_method' })
  shippingMethod!: ShippingMethod;

  @Column('text')
  gateway!: PaymentGateway;

  @Column('text', { name: 'discount_code', nullable: true })
  discountCode!: string | null;

  @Column('text', { name: 'tracking_code', nullable: true })
  trackingCode!: string | null;

  @Column({ ...rials })
  subtotal!: number;

  @Column({ ...rials, name: 'sale_savings' })
  saleSavings!: number;

  @Column({ ...rials })
  discount!: number;

  @Column({ ...rials })
  shipping!: number;

  @Column({ ...rials })
  total!: number;

  @Column('jsonb')
  lines!: OrderLine[];

  @Column('jsonb')
  timeline!: OrderTimelineEntry[];

  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt!: Date | null;

  /** A bank session started inside the window may finish until then. */
  @Column('timestamptz', { name: 'grace_until', nullable: true })
  graceUntil!: Date | null;

  /** The one payment allowed to pay the order: held before its verify, kept once it paid. */
  @Column('uuid', { name: 'payment_id', nullable: true })
  paymentId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  static place(o: NewOrder, now = new Date()): OrderEntity {
    const { breakdown, ...rest } = o;
    // The spreads last: V8 11.3 (Node 20) adds each field after a leading spread slowly.
    return Object.assign(new OrderEntity(), {
      status: 'placed' as const,
      trackingCode: null,
      graceUntil: null,
      paymentId: null,
      timeline: [{ status: 'placed' as const, at: now.toISOString(), by: o.customerId, note: null }],
      ...rest,
      ...breakdown,
    });
  }

  /** Along the table only; the note and who did it go into the timeline. */
  moveTo(status: OrderStatus, actor: OrderActor, by: string | null, note: string | null = null): void {
    if (!canMove(this.status, status, actor)) throw OrderErrors.statusNotAllowed(this.status, status);
    this.status = status;
    this.timeline = [...this.timeline, { status, at: new Date().toISOString(), by, note }];
  }

  /** Still waiting for payment, and inside its window or a bank session's grace. */
  payable(now = new Date()): boolean {
    if (this.status !== 'placed') return false;
    const until = Math.max(this.expiresAt?.getTime() ?? Infinity, this.graceUntil?.getTime() ?? 0);
    return now.getTime() <= until;
  }

  /** Inside the window the customer was shown: a new bank session may start. */
  openForPayment(now = new Date()): boolean {
    return this.status === 'placed' && (this.expiresAt === null || now.getTime() < this.expiresAt.getTime());
  }

  /** A bank session starts: the order stays payable until it ends (never beyond an hour past the window). */
  startSession(sessionEndsAt: Date): void {
    const end = this.sessionGrace(sessionEndsAt);
    if (!this.graceUntil || this.graceUntil.getTime() < end.getTime()) this.graceUntil = end;
  }

  /** How long a bank session ending at `sessionEndsAt` keeps the order payable. */
  sessionGrace(sessionEndsAt: Date): Date {
    const cap = (this.expiresAt?.getTime() ?? Date.now()) + 60 * 60_000;
    return new Date(Math.min(sessionEndsAt.getTime(), cap));
  }

  /**
   * The payment the bank captured for it pays it (none for a total of zero); the note names the
   * gateway and its reference.
   */
  markPaid(paymentId: string | null, by: string | null, note: string): void {
    this.paymentId = paymentId;
    this.moveTo('paid', 'payment', by, note);
  }

  /** The payment window (and any bank session's grace) ended unpaid: cancelled by the system. */
  expire(): void {
    this.moveTo('cancelled', 'system', null, 'مهلت پرداخت به پایان رسید');
  }

  /** Only a parcel sent by Post has a tracking code. */
  setTrackingCode(code: string): void {
    if (this.shippingMethod !== 'Post') throw OrderErrors.trackingCodeNotPost();
    this.trackingCode = code;
  }

  get breakdown(): OrderBreakdown {
    const { subtotal, saleSavings, discount, shipping, total } = this;
    return { subtotal, saleSavings, discount, shipping, total };
  }

  toContract(): Order {
    return {
      id: this.id,
      number: this.number,
      customerId: this.customerId,
      customer: this.customer,
      status: this.status,
      breakdown: this.breakdown,
      shippingMethod: this.shippingMethod,
      gateway: this.gateway,
      addressId: this.addressId,
      shipTo: this.shipTo,
      discountCode: this.discountCode,
      trackingCode: this.trackingCode,
      expiresAt: this.status === 'placed' ? (this.expiresAt?.toISOString() ?? null) : null,
      lines: this.lines,
      timeline: this.timeline,
      createdAt: this.createdAt.toISOString(),
    };
  }
}
