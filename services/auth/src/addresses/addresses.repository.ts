import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PlainRows } from '@ela/service-kit';
import { AddressEntity } from './address.entity';

/** Every query names the owner, so one customer's id can never reach another's address. */
@Injectable()
export class AddressesRepository {
  /** An order's placement reads its address. */
  private readonly own: PlainRows<AddressEntity>;

  constructor(@InjectRepository(AddressEntity) private readonly rows: Repository<AddressEntity>) {
    this.own = new PlainRows(rows);
  }

  listOf(userId: string): Promise<AddressEntity[]> {
    return this.rows.find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  countOf(userId: string): Promise<number> {
    return this.rows.countBy({ userId });
  }

  findOwn(userId: string, id: string): Promise<AddressEntity | null> {
    return this.own.one({ id, userId });
  }

  save(address: Partial<AddressEntity>): Promise<AddressEntity> {
    return this.rows.save(this.rows.create(address));
  }

  async removeOwn(userId: string, id: string): Promise<boolean> {
    const result = await this.rows.delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }
}
