/** Who checks that a person, not a script, asks for a login code; `none` asks nothing. */
export const CAPTCHA_PROVIDERS = ['none', 'arcaptcha', 'recaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** Where each provider's widget script and verify API live (overridable outside production only). */
export const CAPTCHA_ENDPOINTS = {
  arcaptcha: {
    script: 'https://widget.arcaptcha.ir/1/api.js',
    verify: 'https://api.arcaptcha.ir/arcaptcha/api/verify',
  },
  recaptcha: {
    script: 'https://www.google.com/recaptcha/api.js',
    verify: 'https://www.google.com/recaptcha/api/siteverify',
  },
} as const satisfies Record<Exclude<CaptchaProvider, 'none'>, { script: string; verify: string }>;

/**
 * What the login pages need to show the challenge (GET /auth/captcha): the auth service answers it
 * from the same settings it verifies tokens with, so the pages and the check never disagree.
 */
export type CaptchaPublicConfig =
  { provider: 'none' } | { provider: Exclude<CaptchaProvider, 'none'>; siteKey: string; scriptUrl: string };

/** Origins a page must allow for a provider's widget (Content-Security-Policy directives). */
export interface CaptchaOrigins {
  script: string[];
  frame: string[];
  connect: string[];
  style: string[];
  img: string[];
}

/**
 * The origins the widget of `config` loads from, frames and calls, so a page's policy can allow
 * exactly them while the captcha is on, and nothing when it is off. A widget served from elsewhere
 * than the provider (the simulator in development and tests) is allowed its own origin only.
 */
export function captchaOrigins(config: CaptchaPublicConfig): CaptchaOrigins {
  if (config.provider === 'none') return { script: [], frame: [], connect: [], style: [], img: [] };
  if (config.scriptUrl !== CAPTCHA_ENDPOINTS[config.provider].script) {
    const own = [new URL(config.scriptUrl).origin];
    return { script: own, frame: own, connect: own, style: own, img: own };
  }
  if (config.provider === 'recaptcha') {
    // The widget's code comes from gstatic; its challenge is a frame of google.com.
    const google = ['https://www.google.com', 'https://www.gstatic.com'];
    return {
      script: google,
      frame: ['https://www.google.com', 'https://recaptcha.google.com'],
      connect: google,
      style: [],
      img: google,
    };
  }
  // ArCaptcha serves its widget, its challenge frame and its API from its own domains.
  const arcaptcha = [
    'https://widget.arcaptcha.ir',
    'https://api.arcaptcha.ir',
    'https://arcaptcha.ir',
    'https://api.arcaptcha.co',
  ];
  return { script: arcaptcha, frame: arcaptcha, connect: arcaptcha, style: arcaptcha, img: arcaptcha };
}
