import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { shippingRates, type ShippingMethod, type ShippingPrice, type ShippingRates } from '@ela/contracts';

/**
 * One shipping price. What it says depends on its method (weight bands for Post, cities for
 * Peyk), so it is kept as the contract's own shape in `rates` (jsonb) and read back through
 * the same schema. At most one price per method is enabled (a partial unique index).
 */
@Entity('shipping_price')
export class ShippingPriceEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  method!: ShippingMethod;

  @Column('text')
  title!: string;

  @Column('boolean')
  enabled!: boolean;

  /** The method's parameters: everything of `ShippingRates` but method and title. */
  @Column('jsonb')
  rates!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  static create(rates: ShippingRates, enabled: boolean): ShippingPriceEntity {
    const price = new ShippingPriceEntity();
    price.replace(rates);
    price.enabled = enabled;
    return price;
  }

  replace(rates: ShippingRates): void {
    const { method, title, ...rest } = rates;
    this.method = method;
    this.title = title;
    this.rates = rest;
  }

  enable(): void {
    this.enabled = true;
  }

  disable(): void {
    this.enabled = false;
  }

  /** The price as the rules read it; a row that no longer parses is a fault, not a price of 0. */
  toRates(): ShippingRates {
    return shippingRates.parse({ ...this.rates, method: this.method, title: this.title });
  }

  toContract(): ShippingPrice {
    return {
      ...this.toRates(),
      id: this.id,
      enabled: this.enabled,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }
}
