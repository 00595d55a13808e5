import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { UpdateVolumetricWeightBody, VolumetricWeight } from '@ela/contracts';
import type { UnitMeasure } from './shipping-rules';

/** The shipping weight and box of one unit step of a product or of a category. */
@Entity('volumetric_weight')
export class VolumetricWeightEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'product_id', nullable: true })
  productId!: string | null;

  @Column('uuid', { name: 'category_id', nullable: true })
  categoryId!: string | null;

  @Column('int', { name: 'weight_grams' })
  weightGrams!: number;

  @Column('int', { name: 'length_cm' })
  lengthCm!: number;

  @Column('int', { name: 'width_cm' })
  widthCm!: number;

  @Column('int', { name: 'height_cm' })
  heightCm!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** For exactly one target: the contract's schema has already made sure of it. */
  static create(
    target: { productId?: string; categoryId?: string },
    measure: UnitMeasure,
  ): VolumetricWeightEntity {
    const entry = new VolumetricWeightEntity();
    entry.productId = target.productId ?? null;
    entry.categoryId = target.categoryId ?? null;
    entry.remeasure(measure);
    return entry;
  }

  remeasure(change: UpdateVolumetricWeightBody | UnitMeasure): void {
    this.weightGrams = change.weightGrams ?? this.weightGrams;
    this.lengthCm = change.lengthCm ?? this.lengthCm;
    this.widthCm = change.widthCm ?? this.widthCm;
    this.heightCm = change.heightCm ?? this.heightCm;
  }

  measure(): UnitMeasure {
    return {
      weightGrams: this.weightGrams,
      lengthCm: this.lengthCm,
      widthCm: this.widthCm,
      heightCm: this.heightCm,
    };
  }

  toContract(): VolumetricWeight {
    return {
      id: this.id,
      productId: this.productId,
      categoryId: this.categoryId,
      ...this.measure(),
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }
}
