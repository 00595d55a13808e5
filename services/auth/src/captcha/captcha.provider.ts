import type { Provider } from '@nestjs/common';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { CAPTCHA_VERIFIER, DevCaptcha, NoCaptcha } from './captcha-verifier';
import { ArcaptchaVerifier, RecaptchaVerifier } from './remote-captcha.verifiers';

export const captchaProvider: Provider = {
  provide: CAPTCHA_VERIFIER,
  inject: [AUTH_CONFIG],
  useFactory: (config: AuthConfig) => {
    switch (config.CAPTCHA_PROVIDER) {
      case 'recaptcha':
        return new RecaptchaVerifier(config.CAPTCHA_SECRET!);
      case 'arcaptcha':
        return new ArcaptchaVerifier(config.ARCAPTCHA_SITE_KEY!, config.CAPTCHA_SECRET!);
      case 'dev':
        return new DevCaptcha();
      default:
        return new NoCaptcha();
    }
  },
};
