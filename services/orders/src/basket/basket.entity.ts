import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { BASKET_LIMITS, type BasketLineInput, type BasketTrim } from '@ela/contracts';
import { BasketErrors } from './basket-errors';
import { mergeWithinLimits } from './basket-merge';

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
   * Adds the lines as far as the limits allow (`mergeWithinLimits`): what fits is taken, and
   * what did not fit, or names an inventory the catalog lacks (`known`), is answered.
   */
  merge(lines: readonly BasketLineInput[], known: (inventoryId: string) => boolean): BasketTrim {
    const merged = mergeWithinLimits(this.lines, lines, known);
    this.lines = merged.lines;
    return merged.trimmed;
  }
}

function checked(lines: BasketLineInput[]): BasketLineInput[] {
  const tooBig =
    lines.length > BASKET_LIMITS.maxLines || lines.some((l) => l.quantity > BASKET_LIMITS.maxQuantity);
  if (tooBig) throw BasketErrors.tooLarge();
  return lines;
}
