import { Injectable } from '@nestjs/common';
import { ERROR_CODES, MESSAGES, type AdminStatus, type User } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';
import { RefreshTokensRepository } from '../sessions/refresh-tokens.repository';
import { AccountsRepository } from './accounts.repository';

/** Administrator accounts: made by the admin command or the seed, ended by deactivation. */
@Injectable()
export class AdminsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly refreshTokens: RefreshTokensRepository,
  ) {}

  async ensure(phone: string, name: string | null): Promise<User> {
    return (await this.accounts.ensureAdmin(phone, name)).toContract();
  }

  status(id: string): Promise<AdminStatus> {
    return this.accounts.adminStatus(id);
  }

  /**
   * Access tokens already issued stop working as soon as verifiers see the new token version
   * (within their status cache time); refresh tokens are revoked here at once.
   */
  async deactivate(phone: string): Promise<User> {
    const admin = await this.accounts.deactivateAdmin(phone);
    if (!admin) throw ServiceError.notFound(MESSAGES.adminNotFound, ERROR_CODES.adminNotFound);
    await this.refreshTokens.revokeSubject(admin.id, 'admin');
    return admin.toContract();
  }
}
