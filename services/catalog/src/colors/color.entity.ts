import { Column, Entity } from 'typeorm';
import type { Color } from '@ela/contracts';
import { NamedRow } from '../naming/named-row';

@Entity('color')
export class ColorEntity extends NamedRow {
  @Column('text')
  hex!: string;

  static create(name: string, hex: string): ColorEntity {
    const color = new ColorEntity();
    color.rename(name);
    color.repaint(hex);
    return color;
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
