import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Outbox, PlainRows } from '@ela/service-kit';
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
    private readonly outbox: Outbox,
  ) {
    this.own = new PlainRows(rows);
    this.owner = new PlainRows(users);
    this.withOwner = `SELECT ${this.owner.columnsAs('u')}, ${this.own.columnsAs('a')},
        u.copy_version::text AS copy_version
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

  /**
   * The customer and one of their addresses, in one read: each null when there is none. `version` is
   * the customer's number of `AUTH_EVENTS.customerChanged` as this read found it.
   */
  async ownWithOwner(
    userId: string,
    id: string,
  ): Promise<{ user: UserEntity | null; address: AddressEntity | null; version: string | null }> {
    const [row]: Record<string, unknown>[] = await this.rows.query(this.withOwner, [userId, id]);
    return row
      ? {
          user: this.owner.joined(row, 'u'),
          address: this.own.joined(row, 'a'),
          version: row.copy_version as string,
        }
      : { user: null, address: null, version: null };
  }

  /** Saves it; the database writes the customer's changed event itself, and the relay is told. */
  async save(address: Partial<AddressEntity>): Promise<AddressEntity> {
    const saved = await this.rows.save(this.rows.create(address));
    this.outbox.nudge();
    return saved;
  }

  async removeOwn(userId: string, id: string): Promise<boolean> {
    const result = await this.rows.delete({ id, userId });
    this.outbox.nudge();
    return (result.affected ?? 0) > 0;
  }
}
