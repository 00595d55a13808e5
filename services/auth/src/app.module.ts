import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessTokens, databaseModule } from '@ela/service-kit';
import { AUTH_CONFIG, type AuthConfig } from './config';
import { AUTH_ENTITIES, AUTH_MIGRATIONS } from './entities';
import { redisProvider } from './redis.provider';
import { smsProvider } from './sms/sms.provider';
import { captchaProvider } from './captcha/captcha.provider';
import { CaptchaGuard } from './captcha/captcha.guard';
import { AccountsRepository } from './accounts/accounts.repository';
import { AccountsService } from './accounts/accounts.service';
import { AccountsHandlers } from './accounts/accounts.handlers';
import { RefreshTokensRepository } from './sessions/refresh-tokens.repository';
import { SessionsService } from './sessions/sessions.service';
import { SessionsHandlers } from './sessions/sessions.handlers';
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
      ],
      providers: [
        { provide: AUTH_CONFIG, useValue: config },
        { provide: AccessTokens, useValue: new AccessTokens(config) },
        { provide: Regions, useValue: new Regions() },
        redisProvider,
        smsProvider,
        captchaProvider,
        CaptchaGuard,
        AccountsRepository,
        AccountsService,
        RefreshTokensRepository,
        SessionsService,
        OtpStore,
        RateLimits,
        OtpService,
        AddressesRepository,
        AddressesService,
      ],
      controllers: [OtpHandlers, SessionsHandlers, AccountsHandlers, RegionsHandlers, AddressesHandlers],
    };
  }
}
