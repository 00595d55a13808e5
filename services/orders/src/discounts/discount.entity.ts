import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CreateDiscountBody, Discount, DiscountKind, UpdateDiscountBody } from '@ela/contracts';
import { bigintToNumber } from '@ela/service-kit';
import type { DiscountFacts } from './discount-rules';

const rials = { type: 'bigint', transformer: bigintToNumber } as const;

/** A discount code. `used` is never set here: only a redemption's conditional UPDATE moves it. */
@Entity('discount')
export class DiscountEntity implements DiscountFacts {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  code!: string;

  @Column('text')
  title!: string;

  @Column('text')
  kind!: DiscountKind;

  @Column({ ...rials })
  value!: number;

  @Column({ ...rials, name: 'max_discount', nullable: true })
  maxDiscount!: number | null;

  @Column({ ...rials, name: 'min_basket' })
  minBasket!: number;

  @Column('timestamptz', { name: 'starts_at' })
  startsAt!: Date;

  @Column('timestamptz', { name: 'ends_at' })
  endsAt!: Date;

  @Column('integer', { name: 'usage_limit', nullable: true })
  usageLimit!: number | null;

  @Column('integer', { name: 'per_customer_limit', nullable: true })
  perCustomerLimit!: number | null;

  @Column({ type: 'integer', update: false, insert: false })
  used!: number;

  @Column('uuid', { name: 'customer_ids', array: true, nullable: true })
  customerIds!: string[] | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column('timestamptz', { name: 'deleted_at', nullable: true })
  deletedAt!: Date | null;

  static define(body: CreateDiscountBody): DiscountEntity {
    const discount = new DiscountEntity();
    discount.deletedAt = null;
    discount.revise(body);
    return discount;
  }

  /** Takes the given terms; the caller checks that they still go together (`discountTermsProblem`). */
  revise(change: UpdateDiscountBody): void {
    const { startsAt, endsAt, customerIds, ...rest } = change;
    Object.assign(this, Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)));
    if (startsAt !== undefined) this.startsAt = new Date(startsAt);
    if (endsAt !== undefined) this.endsAt = new Date(endsAt);
    if (customerIds !== undefined) this.customerIds = customerIds && [...new Set(customerIds)];
  }

  /** Withdrawn: no longer found or usable, its code free again; redemptions keep pointing at it. */
  withdraw(now: Date): void {
    this.deletedAt = now;
  }

  toContract(): Discount {
    return {
      id: this.id,
      code: this.code,
      title: this.title,
      kind: this.kind,
      value: this.value,
      maxDiscount: this.maxDiscount,
      minBasket: this.minBasket,
      startsAt: this.startsAt.toISOString(),
      endsAt: this.endsAt.toISOString(),
      usageLimit: this.usageLimit,
      perCustomerLimit: this.perCustomerLimit,
      used: this.used ?? 0,
      customerIds: this.customerIds,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }
}
