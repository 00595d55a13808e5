import { Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  MESSAGES,
  normalizeIranMobile,
  toWesternDigits,
  type Caller,
  type UpdateProfileBody,
  type User,
} from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';
import { AccountsRepository } from './accounts.repository';

@Injectable()
export class AccountsService {
  constructor(private readonly accounts: AccountsRepository) {}

  async current(caller: Caller): Promise<User> {
    return (await this.ownUser(caller)).toContract();
  }

  async updateProfile(caller: Caller, changes: UpdateProfileBody): Promise<User> {
    const user = await this.ownUser(caller);
    user.applyProfile(changes);
    return (await this.accounts.saveUser(user)).toContract();
  }

  /** Finds customers by any part of their number (typed as 0912…, with any digits) or name. */
  async search(term: string): Promise<User[]> {
    const western = toWesternDigits(term).trim();
    const digits = western.replace(/[\s-]/g, '');
    const needle = /^\+?\d+$/.test(digits)
      ? (normalizeIranMobile(digits) ?? digits.replace(/^0/, ''))
      : western;
    return (await this.accounts.searchUsers(needle, 20)).map((u) => u.toContract());
  }

  async ensureUser(phone: string, changes: UpdateProfileBody): Promise<User> {
    const user = await this.accounts.userByPhoneOrCreate(phone);
    user.applyProfile(changes);
    return (await this.accounts.saveUser(user)).toContract();
  }

  /** A valid token of a customer who is not (any longer) here. */
  static unknownCaller(): ServiceError {
    return new ServiceError({
      statusCode: 401,
      message: MESSAGES.tokenInvalid,
      error: ERROR_CODES.unauthorized,
    });
  }

  private async ownUser(caller: Caller) {
    const user = await this.accounts.userById(caller.id);
    if (!user) throw AccountsService.unknownCaller();
    return user;
  }
}
