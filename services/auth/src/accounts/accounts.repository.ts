import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserEntity } from './user.entity';
import { AdminEntity } from './admin.entity';

@Injectable()
export class AccountsRepository {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
  ) {}

  /** The customer with this number, created on first sight; safe when two logins race. */
  async userByPhoneOrCreate(phone: string): Promise<UserEntity> {
    await this.users.createQueryBuilder().insert().values({ phone }).orIgnore().execute();
    return this.users.findOneByOrFail({ phone });
  }

  userById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  saveUser(user: UserEntity): Promise<UserEntity> {
    return this.users.save(user);
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
