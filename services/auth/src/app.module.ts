import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SUBJECTS } from '@ela/contracts';
import {
  AccessTokenSigner,
  AuditLogModule,
  OutboxModule,
  createCallerVerifier,
  databaseModule,
} from '@ela/service-kit';
import { AUTH_CONFIG, CALLER_VERIFIER, type AuthConfig } from './config';
import { AUTH_ENTITIES, AUTH_MIGRATIONS } from './entities';
import { redisProvider } from './redis.provider';
import { smsProvider } from './sms/sms.provider';
import { captchaProvider } from './captcha/captcha.provider';
import { CaptchaGuard } from './captcha/captcha.guard';
import { CaptchaHandlers } from './captcha/captcha.handlers';
import { AccountsRepository } from './accounts/accounts.repository';
import { AccountsService } from './accounts/accounts.service';
import { AccountsHandlers } from './accounts/accounts.handlers';
import { AdminsService } from './accounts/admins.service';
import { AdminsHandlers } from './accounts/admins.handlers';
import { DevSystemAdmin } from './accounts/dev-system-admin';
import { KeysHandlers } from './keys/keys.handlers';
import { RefreshTokensRepository } from './sessions/refresh-tokens.repository';
import { SessionsService } from './sessions/sessions.service';
import { SessionsHandlers } from './sessions/sessions.handlers';
import { SuccessorTokens } from './sessions/successor-tokens';
import { OtpStore } from './otp/otp-store';
import { RateLimits } from './otp/rate-limits';
import { OtpService } from './otp/otp.service';
import { OtpHandlers } from './otp/otp.handlers';
import { Regions } from './regions/regions';
import { RegionsHandlers } from './regions/regions.handlers';
import { AddressesRepository } from './addresses/addresses.repository';
import { AddressesService } from './addresses/addresses.service';
import { AddressesHandlers } from './addresses/addresses.handlers';

@Module({})
export class AppModule {
  static register(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule(config.DATABASE_URL, AUTH_ENTITIES, AUTH_MIGRATIONS),
        TypeOrmModule.forFeature(AUTH_ENTITIES),
        AuditLogModule.forService(SUBJECTS.auth.audit.list),
        // Customers' changes, for the copies orders keeps (the database writes them: see the migration).
        OutboxModule.forRoot({ domain: 'auth', ...config }),
      ],
      providers: [
        { provide: AUTH_CONFIG, useValue: config },
        { provide: AccessTokenSigner, useValue: new AccessTokenSigner(config) },
        {
          // Auth reads admin status from its own database, uncached: a deactivation counts at once.
          provide: CALLER_VERIFIER,
          inject: [AccountsRepository],
          useFactory: (accounts: AccountsRepository) =>
            createCallerVerifier(config, { status: (id) => accounts.adminStatus(id) }, 0),
        },
        { provide: SuccessorTokens, useValue: new SuccessorTokens(config.OTP_SECRET) },
        { provide: Regions, useValue: new Regions() },
        redisProvider,
        smsProvider,
        captchaProvider,
        CaptchaGuard,
        AccountsRepository,
        AccountsService,
        AdminsService,
        DevSystemAdmin,
        RefreshTokensRepository,
        SessionsService,
        OtpStore,
        RateLimits,
        OtpService,
        AddressesRepository,
        AddressesService,
      ],
      controllers: [
        OtpHandlers,
        SessionsHandlers,
        AccountsHandlers,
        AdminsHandlers,
        KeysHandlers,
        CaptchaHandlers,
        RegionsHandlers,
        AddressesHandlers,
      ],
    };
  }
}
