import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { User } from '@ela/contracts';

@Entity('admin_account')
export class AdminEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  phone!: string;

  @Column('text', { nullable: true })
  name!: string | null;

  @Column('boolean')
  active!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Admins are shown in the same shape as customers, so the shell stores one kind of user. */
  toContract(): User {
    return {
      _id: this.id,
      phone: this.phone,
      role: 'admin',
      firstName: this.name,
      lastName: null,
      email: null,
      birthDate: null,
      nationalCode: null,
      createdAt: this.createdAt.toISOString(),
    };
  }
}
