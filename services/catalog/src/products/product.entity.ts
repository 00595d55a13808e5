import { Column, DeleteDateColumn, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { imageRef, type CreateProductBody, type Product, type UnitType } from '@ela/contracts';
import { NamedRow } from '../naming/named-row';
import { bigintToNumber } from '@ela/service-kit';
import { CategoryEntity } from '../categories/category.entity';
import type { ProductSummary } from './product-summary';

export interface Relations {
  similar: string[];
  set: string[];
}

@Entity('product')
export class ProductEntity extends NamedRow {
  @Column('text')
  description!: string;

  @Column('uuid', { name: 'category_id' })
  categoryId!: string;

  @ManyToOne(() => CategoryEntity)
  @JoinColumn({ name: 'category_id' })
  category?: CategoryEntity;

  @Column('text', { name: 'unit_type' })
  unitType!: UnitType;

  /** Lowest price of a live inventory, kept by the inventory repository. */
  @Column('bigint', { name: 'min_price', nullable: true, transformer: bigintToNumber })
  minPrice!: number | null;

  @Column('boolean', { name: 'on_sale' })
  onSale!: boolean;

  /** First image of its first live inventory, kept with the summary. */
  @Column('text', { name: 'image_key', nullable: true })
  imageKey!: string | null;

  /** Name of the inventory a product card opens, kept with the summary. */
  @Column('text', { name: 'entry_inventory', nullable: true })
  entryInventory!: string | null;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt!: Date | null;

  static create(
    body: Pick<CreateProductBody, 'name' | 'description' | 'categoryId' | 'unitType'>,
  ): ProductEntity {
    const product = new ProductEntity();
    product.rename(body.name);
    product.describe(body.description);
    product.moveToCategory(body.categoryId);
    product.measureIn(body.unitType);
    product.applySummary({ minPrice: null, onSale: false, imageKey: null, entryInventory: null });
    return product;
  }

  describe(description: string): void {
    this.description = description;
  }

  /** The caller checks the category is live. */
  moveToCategory(categoryId: string): void {
    this.categoryId = categoryId;
    delete this.category;
  }

  measureIn(unitType: UnitType): void {
    this.unitType = unitType;
  }

  /** Takes a fresh summary of its inventories; true when shoppers would see a difference. */
  applySummary(summary: ProductSummary): boolean {
    const changed =
      this.minPrice !== summary.minPrice ||
      this.onSale !== summary.onSale ||
      this.imageKey !== summary.imageKey ||
      this.entryInventory !== summary.entryInventory;
    this.minPrice = summary.minPrice;
    this.onSale = summary.onSale;
    this.imageKey = summary.imageKey;
    this.entryInventory = summary.entryInventory;
    return changed;
  }

  moveToRecycleBin(at: Date): void {
    this.deletedAt = at;
  }

  restore(): void {
    this.deletedAt = null;
  }

  toContract(relations: Relations = { similar: [], set: [] }): Product {
    return {
      id: this.id,
      name: this.name,
      description: this.description,
      categoryId: this.categoryId,
      categoryName: this.category?.name ?? '',
      unitType: this.unitType,
      minPrice: this.minPrice,
      onSale: this.onSale,
      image: this.imageKey ? imageRef(this.imageKey) : null,
      inventoryName: this.entryInventory,
      similarProductIds: relations.similar,
      setProductIds: relations.set,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
      deletedAt: this.deletedAt?.toISOString() ?? null,
    };
  }
}
