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
import { foldPersian, imageRef, type Inventory } from '@ela/contracts';
import { bigintToNumber } from '@ela/service-kit';
import { ProductEntity } from '../products/product.entity';
import { ColorEntity } from '../colors/color.entity';
import { DesignEntity } from '../designs/design.entity';

@Entity('inventory')
export class InventoryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'product_id' })
  productId!: string;

  @ManyToOne(() => ProductEntity)
  @JoinColumn({ name: 'product_id' })
  product!: ProductEntity;

  @Column('text')
  name!: string;

  @Column({ type: 'integer', name: 'product_number', insert: false })
  productNumber!: number;

  @Column('uuid', { name: 'color_id', nullable: true })
  colorId!: string | null;

  @ManyToOne(() => ColorEntity, { nullable: true })
  @JoinColumn({ name: 'color_id' })
  color!: ColorEntity | null;

  @Column('uuid', { name: 'design_id', nullable: true })
  designId!: string | null;

  @ManyToOne(() => DesignEntity, { nullable: true })
  @JoinColumn({ name: 'design_id' })
  design!: DesignEntity | null;

  @Column('bigint', { transformer: bigintToNumber })
  price!: number;

  @Column('bigint', { name: 'sale_price', nullable: true, transformer: bigintToNumber })
  salePrice!: number | null;

  @Column('integer')
  stock!: number;

  @Column('text', { array: true })
  images!: string[];

  @Column('text', { name: 'search_text' })
  searchText!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt!: Date | null;

  get effectivePrice(): number {
    return this.salePrice ?? this.price;
  }

  /** Inventory name, product name and number: what the search matches. */
  refreshSearchText(productName: string): void {
    this.searchText = foldPersian(`${this.name} ${productName} ${this.productNumber ?? ''}`);
  }

  /** Puts the images in the order given; keys not named keep their place after those named. */
  reorderImages(order: string[]): void {
    const named = order.filter((key) => this.images.includes(key));
    this.images = [...named, ...this.images.filter((key) => !named.includes(key))];
  }

  toContract(): Inventory {
    return {
      id: this.id,
      productId: this.productId,
      productName: this.product.name,
      unitType: this.product.unitType,
      categoryId: this.product.categoryId,
      name: this.name,
      productNumber: this.productNumber,
      color: this.color?.toContract() ?? null,
      design: this.design?.toContract() ?? null,
      price: this.price,
      salePrice: this.salePrice,
      onSale: this.salePrice !== null,
      effectivePrice: this.effectivePrice,
      stock: this.stock,
      images: this.images.map(imageRef),
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
      deletedAt: this.deletedAt?.toISOString() ?? null,
    };
  }
}
