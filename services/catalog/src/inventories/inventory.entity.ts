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
import { foldPersian, imageRef, type CreateInventoryBody, type VersionedInventory } from '@ela/contracts';
import { bigintToNumber } from '@ela/service-kit';
import { ProductEntity } from '../products/product.entity';
import { ColorEntity } from '../colors/color.entity';
import { DesignEntity } from '../designs/design.entity';
import { InventoryErrors } from './inventory-errors';

/** Most images one inventory's gallery holds. */
export const MAX_IMAGES = 20;
export type InventoryDraft = Omit<CreateInventoryBody, 'productNumber'> & { productNumber: number };

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

  /** Given at creation, from the sequence when the admin gave none; never changed after. */
  @Column({ type: 'integer', name: 'product_number', update: false })
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

  /**
   * Written at creation only. Later moves are conditional updates in SQL (an admin's through the
   * stock ledger, orders' reservations), so a save never writes back a number read earlier.
   */
  @Column({ type: 'integer', update: false })
  stock!: number;

  /** Counts every move of `stock`; an admin setting it outright names the one they read. */
  @Column({ type: 'integer', name: 'stock_version', update: false })
  stockVersion!: number;

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

  static create(draft: InventoryDraft, productName: string): InventoryEntity {
    const inventory = new InventoryEntity();
    inventory.productId = draft.productId;
    inventory.productNumber = draft.productNumber;
    inventory.images = [];
    inventory.rename(draft.name, productName);
    inventory.reprice(draft.price, draft.salePrice);
    inventory.stock = draft.stock;
    inventory.stockVersion = 0;
    inventory.recolor(draft.colorId);
    inventory.redesign(draft.designId);
    return inventory;
  }

  rename(name: string, productName: string): void {
    this.name = name;
    this.refreshSearchText(productName);
  }

  /** Inventory name, product name and number: what the search matches. */
  refreshSearchText(productName: string): void {
    this.searchText = foldPersian(`${this.name} ${productName} ${this.productNumber}`);
  }

  /** A sale price, when there is one, is below the price: the database refuses anything else too. */
  reprice(price: number, salePrice: number | null): void {
    if (salePrice !== null && salePrice >= price) throw InventoryErrors.salePriceNotLower();
    this.price = price;
    this.salePrice = salePrice;
  }

  /** The joined colour is dropped too: saving it would write its id back over the new one. */
  recolor(colorId: string | null): void {
    this.colorId = colorId;
    delete (this as Partial<InventoryEntity>).color;
  }

  redesign(designId: string | null): void {
    this.designId = designId;
    delete (this as Partial<InventoryEntity>).design;
  }

  addImage(key: string): void {
    if (this.images.includes(key)) return;
    if (this.images.length >= MAX_IMAGES) throw InventoryErrors.tooManyImages();
    this.images = [...this.images, key];
  }

  removeImage(key: string): void {
    if (!this.images.includes(key)) throw InventoryErrors.imageNotFound();
    this.images = this.images.filter((k) => k !== key);
  }

  /** Puts the images in the order given; keys not named keep their place after those named. */
  reorderImages(order: string[]): void {
    const named = order.filter((key) => this.images.includes(key));
    this.images = [...named, ...this.images.filter((key) => !named.includes(key))];
  }

  moveToRecycleBin(at: Date): void {
    this.deletedAt = at;
  }

  restore(): void {
    this.deletedAt = null;
  }

  toContract(): VersionedInventory {
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
      stockVersion: this.stockVersion,
      images: this.images.map(imageRef),
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
      deletedAt: this.deletedAt?.toISOString() ?? null,
    };
  }
}
