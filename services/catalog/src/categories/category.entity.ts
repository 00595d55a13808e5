import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { imageRef, type Category, type PosterVariant } from '@ela/contracts';

@Entity('category')
export class CategoryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'parent_id', nullable: true })
  parentId!: string | null;

  @Column('text')
  name!: string;

  @Column('text')
  description!: string;

  @Column('integer', { name: 'sort_order' })
  order!: number;

  @Column('text', { name: 'poster_desktop', nullable: true })
  posterDesktop!: string | null;

  @Column('text', { name: 'poster_mobile', nullable: true })
  posterMobile!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt!: Date | null;

  setPoster(variant: PosterVariant, key: string): void {
    if (variant === 'desktop') this.posterDesktop = key;
    else this.posterMobile = key;
  }

  toContract(): Category {
    return {
      id: this.id,
      parentId: this.parentId,
      name: this.name,
      description: this.description,
      order: this.order,
      posters: {
        desktop: this.posterDesktop ? imageRef(this.posterDesktop) : null,
        mobile: this.posterMobile ? imageRef(this.posterMobile) : null,
      },
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
      deletedAt: this.deletedAt?.toISOString() ?? null,
    };
  }
}
