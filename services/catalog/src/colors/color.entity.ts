import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { foldPersian, type Color } from '@ela/contracts';

@Entity('color')
export class ColorEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  @Column('text')
  hex!: string;

  /** The folded name: what `q` matches, and what must be unique. */
  @Column('text', { name: 'search_text' })
  searchText!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  static create(name: string, hex: string): ColorEntity {
    const color = new ColorEntity();
    color.rename(name);
    color.repaint(hex);
    return color;
  }

  rename(name: string): void {
    this.name = name;
    this.searchText = foldPersian(name);
  }

  repaint(hex: string): void {
    this.hex = hex;
  }

  toContract(): Color {
    return {
      id: this.id,
      name: this.name,
      hex: this.hex,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }
}
