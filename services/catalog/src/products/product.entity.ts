import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { foldPersian, imageRef, type Product, type UnitType } from '@ela/contracts';
import { bigintToNumber } from '@ela/service-kit';
import { CategoryEntity } from '../categories/category.entity';

export interface Relations {
  similar: string[];
  set: string[];
}

@Entity('product')
export class ProductEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

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

  @Column('text', { name: 'search_text' })
  searchText!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt!: Date | null;

  refreshSearchText(): void {
    this.searchText = foldPersian(this.name);
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
