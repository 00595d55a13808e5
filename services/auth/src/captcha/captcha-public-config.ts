import { CAPTCHA_ENDPOINTS, type CaptchaPublicConfig } from '@ela/contracts';
import type { AuthConfig } from '../config';

type CaptchaSettings = Pick<
  AuthConfig,
  'CAPTCHA_PROVIDER' | 'CAPTCHA_SITE_KEY' | 'CAPTCHA_SCRIPT_URL' | 'CAPTCHA_VERIFY_URL'
>;

/** The provider's verify API: its own, or the stand-in's in development and tests. */
export function captchaVerifyUrl(config: CaptchaSettings, provider: 'arcaptcha' | 'recaptcha'): string {
  return config.CAPTCHA_VERIFY_URL ?? CAPTCHA_ENDPOINTS[provider].verify;
}

/**
 * What the login pages are told (GET /auth/captcha), from the settings the tokens are checked with:
 * nothing secret, only the provider, its public site key and where its widget script is.
 */
export function captchaPublicConfig(config: CaptchaSettings): CaptchaPublicConfig {
  const provider = config.CAPTCHA_PROVIDER;
  if (provider === 'none') return { provider };
  return {
    provider,
    siteKey: config.CAPTCHA_SITE_KEY!,
    scriptUrl: config.CAPTCHA_SCRIPT_URL ?? CAPTCHA_ENDPOINTS[provider].script,
  };
}
