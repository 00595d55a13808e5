import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { foldPersian, type BlogCategory, type CreateBlogCategoryBody } from '@ela/contracts';

@Entity('blog_category')
export class BlogCategoryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  /** The name as people read it: unique, so «آموزش» and «آموزش» typed with Arabic letters are one. */
  @Column('text', { name: 'name_key' })
  nameKey!: string;

  @Column('text')
  description!: string;

  @Column('integer')
  position!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  static define(body: CreateBlogCategoryBody): BlogCategoryEntity {
    const category = new BlogCategoryEntity();
    category.rename(body.name);
    category.describe(body.description);
    category.moveTo(body.order);
    return category;
  }

  rename(name: string): void {
    this.name = name;
    this.nameKey = foldPersian(name);
  }

  describe(description: string): void {
    this.description = description;
  }

  moveTo(position: number): void {
    this.position = position;
  }

  toContract(): BlogCategory {
    return {
      id: this.id,
      name: this.name,
      description: this.description,
      order: this.position,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }
}
