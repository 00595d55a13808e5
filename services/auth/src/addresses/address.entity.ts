import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Address } from '@ela/contracts';
import type { Regions } from '../regions/regions';

@Entity('address')
export class AddressEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  title!: string;

  @Column('text', { name: 'receiver_name' })
  receiverName!: string;

  @Column('text', { name: 'receiver_phone' })
  receiverPhone!: string;

  @Column('integer', { name: 'province_id' })
  provinceId!: number;

  @Column('integer', { name: 'city_id' })
  cityId!: number;

  @Column('text')
  street!: string;

  @Column('text', { nullable: true })
  plaque!: string | null;

  @Column('text', { nullable: true })
  unit!: string | null;

  @Column('char', { name: 'postal_code', length: 10 })
  postalCode!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  toContract(regions: Regions): Address {
    return {
      id: this.id,
      title: this.title,
      receiverName: this.receiverName,
      receiverPhone: this.receiverPhone,
      provinceId: this.provinceId,
      provinceName: regions.province(this.provinceId)?.name ?? '',
      cityId: this.cityId,
      cityName: regions.city(this.cityId)?.name ?? '',
      street: this.street,
      plaque: this.plaque ?? null,
      unit: this.unit ?? null,
      postalCode: this.postalCode,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }
}
