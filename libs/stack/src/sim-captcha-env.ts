import { CAPTCHA_ENDPOINTS } from '@ela/contracts';
// The keys' own file, not the kit's index: that loads NestJS, TypeORM and OpenTelemetry, which the
// orchestrator of `npm start` would then hold for its whole run.
import { DEV_CAPTCHA_KEYS } from '@ela/service-kit/dev-keys';

export type SimCaptchaProvider = keyof typeof CAPTCHA_ENDPOINTS;

/**
 * Auth's variables for a captcha provider stood in for by the simulator at `simUrl`: the same
 * paths as the real provider's on the simulator's origin, and the keys the simulator accepts.
 */
export function simCaptchaEnv(provider: SimCaptchaProvider, simUrl: string): Record<string, string> {
  const onSim = (url: string) => `${simUrl}${new URL(url).pathname}`;
  return {
    CAPTCHA_PROVIDER: provider,
    ...DEV_CAPTCHA_KEYS,
    CAPTCHA_SCRIPT_URL: onSim(CAPTCHA_ENDPOINTS[provider].script),
    CAPTCHA_VERIFY_URL: onSim(CAPTCHA_ENDPOINTS[provider].verify),
  };
}

/** `npm start` with CAPTCHA_PROVIDER=arcaptcha or recaptcha: that provider, stood in for by the simulator. */
export function simCaptchaFromEnv(value: string | undefined): SimCaptchaProvider | undefined {
  return value === 'arcaptcha' || value === 'recaptcha' ? value : undefined;
}
