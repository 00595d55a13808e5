import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, MESSAGES } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';
import { CAPTCHA_VERIFIER, type CaptchaVerifier } from './captcha-verifier';

/** Asks the configured provider about a token; a failure is a 400 people can act on. */
@Injectable()
export class CaptchaGuard {
  constructor(@Inject(CAPTCHA_VERIFIER) private readonly verifier: CaptchaVerifier) {}

  async check(token: string | undefined, ip?: string): Promise<boolean> {
    if (!this.verifier.enabled) return true;
    return token ? this.verifier.verify(token, ip).catch(() => false) : false;
  }

  async require(token: string | undefined, ip?: string): Promise<void> {
    if (!(await this.check(token, ip))) {
      throw new ServiceError({
        statusCode: 400,
        message: MESSAGES.captchaFailed,
        error: ERROR_CODES.captchaFailed,
      });
    }
  }
}
