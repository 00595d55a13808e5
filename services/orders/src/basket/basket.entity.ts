import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { BASKET_LIMITS, type BasketLineInput } from '@ela/contracts';
import { BasketErrors } from './basket-errors';

/** A customer's basket. Lines keep the order they were first added in; each inventory once. */
@Entity('basket')
export class BasketEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'customer_id' })
  customerId!: string;

  /** `ordered` once an order is placed from it; a customer has at most one `open` basket. */
  @Column('text')
  status!: 'open' | 'ordered';

  @Column('jsonb')
  lines!: BasketLineInput[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** These become the lines; an empty list empties the basket. */
  replace(lines: readonly BasketLineInput[]): void {
    this.lines = checked(lines.map((l) => ({ inventoryId: l.inventoryId, quantity: l.quantity })));
  }

  /**
   * Adds the lines: an inventory already in the basket gets the quantities summed, a new one
   * goes last. A result past the limits is refused whole rather than quietly cut down.
   */
  merge(lines: readonly BasketLineInput[]): void {
    const merged = this.lines.map((l) => ({ ...l }));
    for (const line of lines) {
      const present = merged.find((l) => l.inventoryId === line.inventoryId);
      if (present) present.quantity += line.quantity;
      else merged.push({ inventoryId: line.inventoryId, quantity: line.quantity });
    }
    this.lines = checked(merged);
  }
}

function checked(lines: BasketLineInput[]): BasketLineInput[] {
  const tooBig =
    lines.length > BASKET_LIMITS.maxLines || lines.some((l) => l.quantity > BASKET_LIMITS.maxQuantity);
  if (tooBig) throw BasketErrors.tooLarge();
  return lines;
}
