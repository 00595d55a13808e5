import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AdminStatus } from '@ela/contracts';
import { Outbox, PlainRows } from '@ela/service-kit';
import { UserEntity } from './user.entity';
import { AdminEntity } from './admin.entity';

@Injectable()
export class AccountsRepository {
  /** Every request of a customer about themself, an order's placement included, reads them. */
  private readonly user: PlainRows<UserEntity>;

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly outbox: Outbox,
  ) {
    this.user = new PlainRows(users);
  }

  /** The customer with this number, created on first sight; safe when two logins race. */
  async userByPhoneOrCreate(phone: string): Promise<UserEntity> {
    await this.users.createQueryBuilder().insert().values({ phone }).orIgnore().execute();
    return this.users.findOneByOrFail({ phone });
  }

  userById(id: string): Promise<UserEntity | null> {
    return this.user.one({ id });
  }

  /** Saves it; a changed profile's event is written by the database itself, and the relay is told. */
  async saveUser(user: UserEntity): Promise<UserEntity> {
    const saved = await this.users.save(user);
    this.outbox.nudge();
    return saved;
  }

  searchUsers(term: string, limit: number): Promise<UserEntity[]> {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.users
      .createQueryBuilder('u')
      .where('u.phone LIKE :like OR u.first_name ILIKE :like OR u.last_name ILIKE :like', { like })
      .orderBy('u.created_at', 'DESC')
      .limit(limit)
      .getMany();
  }

  activeAdminByPhone(phone: string): Promise<AdminEntity | null> {
    return this.admins.findOneBy({ phone, active: true });
  }

  adminById(id: string): Promise<AdminEntity | null> {
    return this.admins.findOneBy({ id, active: true });
  }

  /** Whether the admin may act and which token version their tokens need; unknown ids are inactive. */
  async adminStatus(id: string): Promise<AdminStatus> {
    return (await this.admins.findOneBy({ id }))?.status() ?? { active: false, tokenVersion: 0 };
  }

  /**
   * Deactivates the admin and bumps the token version in one statement, so every token issued
   * before is refused from now on. Null when no admin has the number.
   */
  async deactivateAdmin(phone: string): Promise<AdminEntity | null> {
    await this.admins
      .createQueryBuilder()
      .update()
      .set({ active: false, tokenVersion: () => 'token_version + 1' })
      .where('phone = :phone', { phone })
      .execute();
    return this.admins.findOneBy({ phone });
  }

  /** The account seeds and tests act as (development and test only); no phone, so no SMS login. */
  async ensureSystemAdmin(id: string): Promise<void> {
    await this.admins
      .createQueryBuilder()
      .insert()
      .values({ id, phone: 'system', name: 'سامانه', active: true })
      .orIgnore()
      .execute();
  }

  /** Creates the admin, or re-activates and renames an existing one. */
  async ensureAdmin(phone: string, name: string | null): Promise<AdminEntity> {
    await this.admins
      .createQueryBuilder()
      .insert()
      .values({ phone, name, active: true })
      .orUpdate(['name', 'active'], ['phone'])
      .execute();
    return this.admins.findOneByOrFail({ phone });
  }
}
