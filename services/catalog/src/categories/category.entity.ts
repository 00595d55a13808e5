import { Column, DeleteDateColumn, Entity } from 'typeorm';
import { imageRef, type Category, type CreateCategoryBody, type PosterVariant } from '@ela/contracts';
import { NamedRow } from '../naming/named-row';

@Entity('category')
export class CategoryEntity extends NamedRow {
  @Column('uuid', { name: 'parent_id', nullable: true })
  parentId!: string | null;

  @Column('text')
  description!: string;

  @Column('integer', { name: 'sort_order' })
  order!: number;

  @Column('text', { name: 'poster_desktop', nullable: true })
  posterDesktop!: string | null;

  @Column('text', { name: 'poster_mobile', nullable: true })
  posterMobile!: string | null;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt!: Date | null;

  static create(body: Omit<CreateCategoryBody, 'upload'>, desktopPoster: string | null): CategoryEntity {
    const category = new CategoryEntity();
    category.rename(body.name);
    category.describe(body.description);
    category.moveUnder(body.parentId);
    category.reorder(body.order);
    category.posterDesktop = desktopPoster;
    category.posterMobile = null;
    return category;
  }

  describe(description: string): void {
    this.description = description;
  }

  /** The caller checks the parent is live and not below this category (see category-tree). */
  moveUnder(parentId: string | null): void {
    this.parentId = parentId;
  }

  reorder(order: number): void {
    this.order = order;
  }

  restore(): void {
    this.deletedAt = null;
  }

  /** Answers the poster it replaced, if any, for the caller to let go of. */
  setPoster(variant: PosterVariant, key: string): string | null {
    const replaced = variant === 'desktop' ? this.posterDesktop : this.posterMobile;
    if (variant === 'desktop') this.posterDesktop = key;
    else this.posterMobile = key;
    return replaced === key ? null : replaced;
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
