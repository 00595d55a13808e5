import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS, type CaptchaPublicConfig, type CaptchaResult } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { CaptchaGuard } from './captcha.guard';
import { captchaPublicConfig } from './captcha-public-config';

const { captcha } = SUBJECTS.auth;

/** The captcha's public settings for the login pages, and a token check on its own. */
@Controller()
export class CaptchaHandlers {
  private readonly publicConfig: CaptchaPublicConfig;

  constructor(
    @Inject(AUTH_CONFIG) config: AuthConfig,
    private readonly guard: CaptchaGuard,
  ) {
    this.publicConfig = captchaPublicConfig(config);
  }

  @Handles(captcha.config)
  config(): CaptchaPublicConfig {
    return this.publicConfig;
  }

  @Handles(captcha.verify)
  async verify(@Payload() req: RouteRequest<typeof captcha.verify>): Promise<CaptchaResult> {
    return { success: await this.guard.check(req.body.token, req.client?.ip) };
  }
}
