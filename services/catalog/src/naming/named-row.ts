import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { foldPersian } from '@ela/contracts';

/**
 * The columns every named catalog row has (categories, products, colours, designs): an id, the
 * name as written, the folded name that `q` and the header search match, and when it was made and
 * last changed. Renaming keeps the two names together.
 */
export abstract class NamedRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  /** The folded name: what `q` matches, and what must be unique where names are. */
  @Column('text', { name: 'search_text' })
  searchText!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  rename(name: string): void {
    this.name = name;
    this.searchText = foldPersian(name);
  }
}
