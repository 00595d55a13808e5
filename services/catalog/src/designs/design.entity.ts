import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { foldPersian, imageRef, type Design } from '@ela/contracts';

@Entity('design')
export class DesignEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  @Column('text', { name: 'image_key', nullable: true })
  imageKey!: string | null;

  /** The folded name: what `q` matches, and what must be unique. */
  @Column('text', { name: 'search_text' })
  searchText!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  static create(name: string, imageKey: string | null): DesignEntity {
    const design = new DesignEntity();
    design.rename(name);
    design.imageKey = imageKey;
    return design;
  }

  rename(name: string): void {
    this.name = name;
    this.searchText = foldPersian(name);
  }

  /** Answers the picture it replaced, if any, for the caller to let go of. */
  showImage(key: string): string | null {
    const replaced = this.imageKey;
    this.imageKey = key;
    return replaced === key ? null : replaced;
  }

  toContract(): Design {
    return {
      id: this.id,
      name: this.name,
      image: this.imageKey ? imageRef(this.imageKey) : null,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }
}
