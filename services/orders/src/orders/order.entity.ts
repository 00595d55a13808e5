import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import {
  canMove,
  type Order,
  type OrderActor,
  type OrderAddress,
  type OrderBreakdown,
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

  @Column('uuid', { name: 'customer_id' })
  customerId!: string;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  static place(o: NewOrder, now = new Date()): OrderEntity {
    const { breakdown, ...rest } = o;
    return Object.assign(new OrderEntity(), {
      ...rest,
      ...breakdown,
      status: 'placed' as const,
      trackingCode: null,
      timeline: [{ status: 'placed' as const, at: now.toISOString(), by: o.customerId, note: null }],
    });
  }

  /** Along the table only; the note and who did it go into the timeline. */
  moveTo(status: OrderStatus, actor: OrderActor, by: string | null, note: string | null = null): void {
    if (!canMove(this.status, status, actor)) throw OrderErrors.statusNotAllowed(this.status, status);
    this.status = status;
    if (status !== 'placed') this.expiresAt = null;
    this.timeline = [...this.timeline, { status, at: new Date().toISOString(), by, note }];
  }

  /** A payment of exactly the order's total succeeded; the note names the gateway and its reference. */
  markPaid(by: string | null, note: string): void {
    this.moveTo('paid', 'payment', by, note);
  }

  /** The customer's last payment attempt failed (cancelled at the bank, refused): the order is off. */
  paymentFailed(note: string): void {
    this.moveTo('cancelled', 'payment', null, note);
  }

  /** The payment window ended: cancelled by the system. */
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
      customerId: this.customerId,
      status: this.status,
      breakdown: this.breakdown,
      shippingMethod: this.shippingMethod,
      gateway: this.gateway,
      addressId: this.addressId,
      shipTo: this.shipTo,
      discountCode: this.discountCode,
      trackingCode: this.trackingCode,
      expiresAt: this.expiresAt?.toISOString() ?? null,
      lines: this.lines,
      timeline: this.timeline,
      createdAt: this.createdAt.toISOString(),
    };
  }
}
