import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useCaptchaConfig } from './captcha-config';
import { CaptchaWidget, type CaptchaWidgetHandle } from './captcha-widget';

export interface Captcha {
  /** The widget to show in the form; null when the captcha is off (or not known yet). */
  widget: ReactNode;
  /** The token to send as `captchaToken`, once solved. */
  token: string | undefined;
  /** False while the person still has to solve it: the form says so instead of sending. */
  ready: boolean;
  /** After a request that carried the token, answered or not: it is good once, so ask again. */
  spent: () => void;
}

/**
 * A form's captcha: the provider's widget when the auth service asks for one, its token, and its
 * reset. With the captcha off nothing is shown, no script is loaded and `ready` is always true.
 */
export function useCaptcha(): Captcha {
  const config = useCaptchaConfig();
  const [token, setToken] = useState<string | null>(null);
  const widget = useRef<CaptchaWidgetHandle>(null);
  const on = config !== null && config.provider !== 'none';
  const spent = useCallback(() => {
    setToken(null);
    widget.current?.reset();
  }, []);
  return {
    widget: on ? <CaptchaWidget ref={widget} config={config} onToken={setToken} /> : null,
    token: (on && token) || undefined,
    ready: !on || token !== null,
    spent,
  };
}
