import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Product, UnitType } from '@ela/contracts';
import { bigintToNumber } from '@ela/service-kit';

@Entity('product')
export class ProductEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  @Column('text')
  description!: string;

  @Column('text', { name: 'unit_type' })
  unitType!: UnitType;

  /** Whole Rials. */
  @Column('bigint', { transformer: bigintToNumber })
  price!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt!: Date | null;

  toContract(): Product {
    return {
      id: this.id,
      name: this.name,
      description: this.description,
      unitType: this.unitType,
      price: this.price,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }
}
