import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { UpdateProfileBody, User } from '@ela/contracts';

@Entity('app_user')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  phone!: string;

  @Column('text', { name: 'first_name', nullable: true })
  firstName!: string | null;

  @Column('text', { name: 'last_name', nullable: true })
  lastName!: string | null;

  @Column('text', { nullable: true })
  email!: string | null;

  @Column('date', { name: 'birth_date', nullable: true })
  birthDate!: string | null;

  @Column('text', { name: 'national_code', nullable: true })
  nationalCode!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  applyProfile(changes: UpdateProfileBody): void {
    for (const key of ['firstName', 'lastName', 'email', 'birthDate', 'nationalCode'] as const) {
      if (changes[key] !== undefined) this[key] = changes[key];
    }
  }

  toContract(): User {
    return {
      _id: this.id,
      phone: this.phone,
      role: 'user',
      firstName: this.firstName,
      lastName: this.lastName,
      email: this.email,
      birthDate: this.birthDate,
      nationalCode: this.nationalCode,
      createdAt: this.createdAt.toISOString(),
    };
  }
}
