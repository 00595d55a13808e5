import type { Provider } from '@nestjs/common';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { CAPTCHA_VERIFIER, NoCaptcha } from './captcha-verifier';
import { captchaVerifyUrl } from './captcha-public-config';
import { ArcaptchaVerifier, RecaptchaVerifier } from './remote-captcha.verifiers';

export const captchaProvider: Provider = {
  provide: CAPTCHA_VERIFIER,
  inject: [AUTH_CONFIG],
  useFactory: (config: AuthConfig) => {
    // The config check has made sure a provider comes with its site key and secret.
    switch (config.CAPTCHA_PROVIDER) {
      case 'recaptcha':
        return new RecaptchaVerifier(captchaVerifyUrl(config, 'recaptcha'), config.CAPTCHA_SECRET!);
      case 'arcaptcha':
        return new ArcaptchaVerifier(
          captchaVerifyUrl(config, 'arcaptcha'),
          config.CAPTCHA_SITE_KEY!,
          config.CAPTCHA_SECRET!,
        );
      default:
        return new NoCaptcha();
    }
  },
};
