import { useEffect, useState } from 'react';
import type { CaptchaPublicConfig } from '@ela/contracts';
import { firstRead } from '../config/first-reads';
import { http } from '../http/http';

export const CAPTCHA_CONFIG_PATH = '/auth/captcha';

let pending: Promise<CaptchaPublicConfig> | null = null;
/** The answer once it came, so a screen opened later (the code step) has it from its first render. */
let known: CaptchaPublicConfig | null = null;

/**
 * Whether the logins ask for a captcha, as the auth service that checks the tokens says
 * (GET /auth/captcha): read once per page load, from the page when its server wrote it there.
 * A failed read is forgotten, so the next login screen asks again.
 */
export function fetchCaptchaConfig(): Promise<CaptchaPublicConfig> {
  const inPage = firstRead<CaptchaPublicConfig>(CAPTCHA_CONFIG_PATH);
  if (inPage) return Promise.resolve(inPage);
  pending ??= http.get<CaptchaPublicConfig>(CAPTCHA_CONFIG_PATH, { quiet: true }).then(
    ({ data }) => (known = data),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** For tests: the next read asks the API again. */
export function forgetCaptchaConfig(): void {
  pending = null;
  known = null;
}

/**
 * The captcha settings once known; null while they are read, or when they could not be (the login
 * then goes without a token, and the server's refusal says so if one was needed).
 */
export function useCaptchaConfig(): CaptchaPublicConfig | null {
  const [config, setConfig] = useState<CaptchaPublicConfig | null>(
    () => known ?? firstRead<CaptchaPublicConfig>(CAPTCHA_CONFIG_PATH) ?? null,
  );
  useEffect(() => {
    if (config) return;
    let live = true;
    fetchCaptchaConfig().then(
      (value) => live && setConfig(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [config]);
  return config;
}
