import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AdminStatus, User } from '@ela/contracts';

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

  /** Admin tokens carry it; bumped on deactivation, so tokens issued before stop working. */
  @Column('integer', { name: 'token_version' })
  tokenVersion!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  status(): AdminStatus {
    return { active: this.active, tokenVersion: this.tokenVersion };
  }

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
