import type { CaptchaPublicConfig } from '@ela/contracts';
import { loadScript } from './load-script';

export type ActiveCaptchaConfig = Exclude<CaptchaPublicConfig, { provider: 'none' }>;

/** What a widget tells the page: a token once solved, and that the token is gone (expired or error). */
export interface CaptchaEvents {
  solved: (token: string) => void;
  lost: () => void;
}

/** A rendered widget: `reset` asks the person to solve it again (a token is good for one request). */
export interface CaptchaHandle {
  reset: () => void;
  remove: () => void;
}

interface Arcaptcha {
  render: (container: HTMLElement, params: Record<string, unknown>) => string | number;
  reset: (widgetId?: string | number) => void;
}
interface Grecaptcha {
  render: (container: HTMLElement, params: Record<string, unknown>) => number;
  reset: (widgetId?: number) => void;
}
type CaptchaWindow = Window & { arcaptcha?: Arcaptcha; grecaptcha?: Grecaptcha } & Record<string, unknown>;
const page = () => window as unknown as CaptchaWindow;

let callbackSerial = 0;

/**
 * Callbacks under global names, as ArCaptcha's container attributes and official components pass
 * them; removed with the widget.
 */
function globalCallbacks(events: CaptchaEvents) {
  const prefix = `elaCaptcha${++callbackSerial}`;
  const names = { solved: `${prefix}Solved`, lost: `${prefix}Lost` };
  page()[names.solved] = (token: unknown) => typeof token === 'string' && token && events.solved(token);
  page()[names.lost] = () => events.lost();
  return { names, remove: () => Object.values(names).forEach((name) => delete page()[name]) };
}

/** ArCaptcha: its script defines `arcaptcha`; the widget is rendered into our element in Persian. */
async function mountArcaptcha(element: HTMLElement, config: ActiveCaptchaConfig, events: CaptchaEvents) {
  if (!page().arcaptcha) await loadScript(config.scriptUrl);
  const api = page().arcaptcha;
  if (!api) throw new Error('arcaptcha did not start');
  const callbacks = globalCallbacks(events);
  const id = api.render(element, {
    'site-key': config.siteKey,
    lang: 'fa',
    callback: callbacks.names.solved,
    expired_callback: callbacks.names.lost,
    error_callback: callbacks.names.lost,
  });
  return { reset: () => api.reset(id), remove: callbacks.remove };
}

const RECAPTCHA_READY = 'elaRecaptchaReady';
let recaptchaReady: Promise<void> | null = null;

/** reCAPTCHA v2: rendered explicitly once its script calls back, in Persian. */
async function mountRecaptcha(element: HTMLElement, config: ActiveCaptchaConfig, events: CaptchaEvents) {
  recaptchaReady ??= new Promise<void>((resolve, reject) => {
    page()[RECAPTCHA_READY] = () => resolve();
    const url = new URL(config.scriptUrl);
    url.search = new URLSearchParams({ render: 'explicit', hl: 'fa', onload: RECAPTCHA_READY }).toString();
    loadScript(url.toString()).catch((error: unknown) => {
      recaptchaReady = null;
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await recaptchaReady;
  const api = page().grecaptcha;
  if (!api) throw new Error('grecaptcha did not start');
  const id = api.render(element, {
    sitekey: config.siteKey,
    callback: (token: string) => events.solved(token),
    'expired-callback': () => events.lost(),
    'error-callback': () => events.lost(),
  });
  return { reset: () => api.reset(id), remove: () => undefined };
}

/** Shows the configured provider's widget in `element`; its script is loaded only now. */
export function mountCaptcha(
  element: HTMLElement,
  config: ActiveCaptchaConfig,
  events: CaptchaEvents,
): Promise<CaptchaHandle> {
  return config.provider === 'arcaptcha'
    ? mountArcaptcha(element, config, events)
    : mountRecaptcha(element, config, events);
}
