import { Column, Entity } from 'typeorm';
import { imageRef, type Design } from '@ela/contracts';
import { NamedRow } from '../naming/named-row';

@Entity('design')
export class DesignEntity extends NamedRow {
  @Column('text', { name: 'image_key', nullable: true })
  imageKey!: string | null;

  static create(name: string, imageKey: string | null): DesignEntity {
    const design = new DesignEntity();
    design.rename(name);
    design.imageKey = imageKey;
    return design;
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
