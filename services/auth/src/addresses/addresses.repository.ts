import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PlainRows } from '@ela/service-kit';
import { UserEntity } from '../accounts/user.entity';
import { AddressEntity } from './address.entity';

/** Every query names the owner, so one customer's id can never reach another's address. */
@Injectable()
export class AddressesRepository {
  /** An order's placement reads its address. */
  private readonly own: PlainRows<AddressEntity>;

  /** The customer, read with an address for an order's placement. */
  private readonly owner: PlainRows<UserEntity>;
  private readonly withOwner: string;

  constructor(
    @InjectRepository(AddressEntity) private readonly rows: Repository<AddressEntity>,
    @InjectRepository(UserEntity) users: Repository<UserEntity>,
  ) {
    this.own = new PlainRows(rows);
    this.owner = new PlainRows(users);
    this.withOwner = `SELECT ${this.owner.columnsAs('u')}, ${this.own.columnsAs('a')}
      FROM app_user u LEFT JOIN address a ON a.user_id = u.id AND a.id = $2 WHERE u.id = $1`;
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

  /** The customer and one of their addresses, in one read: each null when there is none. */
  async ownWithOwner(
    userId: string,
    id: string,
  ): Promise<{ user: UserEntity | null; address: AddressEntity | null }> {
    const [row]: Record<string, unknown>[] = await this.rows.query(this.withOwner, [userId, id]);
    return row
      ? { user: this.owner.joined(row, 'u'), address: this.own.joined(row, 'a') }
      : { user: null, address: null };
  }

  save(address: Partial<AddressEntity>): Promise<AddressEntity> {
    return this.rows.save(this.rows.create(address));
  }

  async removeOwn(userId: string, id: string): Promise<boolean> {
    const result = await this.rows.delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }
}
