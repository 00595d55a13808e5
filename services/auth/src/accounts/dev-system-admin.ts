import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DEV_SYSTEM_ADMIN_ID, isDevMode } from '@ela/service-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { AccountsRepository } from './accounts.repository';

/**
 * In development and test, makes sure the account seeds and tests act as exists (they sign its
 * tokens with the dev key), so it passes the admin status check like any real admin. Production
 * never creates it, and refuses the dev key that could sign for it.
 */
@Injectable()
export class DevSystemAdmin implements OnApplicationBootstrap {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly accounts: AccountsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (isDevMode(this.config.NODE_ENV)) await this.accounts.ensureSystemAdmin(DEV_SYSTEM_ADMIN_ID);
  }
}
