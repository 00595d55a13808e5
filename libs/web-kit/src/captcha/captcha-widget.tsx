import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { CAPTCHA_MESSAGES } from './captcha-messages';
import { mountCaptcha, type ActiveCaptchaConfig, type CaptchaHandle } from './captcha-providers';

export interface CaptchaWidgetHandle {
  /** A fresh challenge: after every request that spent the token, whatever its answer. */
  reset: () => void;
}

interface Props {
  config: ActiveCaptchaConfig;
  /** The token once solved; null when it is spent, expired or reset. */
  onToken: (token: string | null) => void;
  ref?: Ref<CaptchaWidgetHandle>;
}

/** The provider's «I'm not a robot» widget, loaded only when a page shows it. */
export function CaptchaWidget({ config, onToken, ref }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<CaptchaHandle | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The latest callback, without mounting the widget again when it changes.
  const report = useRef(onToken);
  useLayoutEffect(() => {
    report.current = onToken;
  });

  useImperativeHandle(ref, () => ({
    reset: () => {
      report.current(null);
      handle.current?.reset();
    },
  }));

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let live = true;
    mountCaptcha(element, config, {
      solved: (token) => live && report.current(token),
      lost: () => live && report.current(null),
    }).then(
      (mounted) => {
        if (!live) return mounted.remove();
        handle.current = mounted;
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      handle.current?.remove();
      handle.current = null;
    };
  }, [config]);

  return (
    <div className="captcha" role="group" aria-label={CAPTCHA_MESSAGES.label} data-provider={config.provider}>
      <div ref={box} className="captcha__widget" data-site-key={config.siteKey} />
      {state === 'loading' && <p className="field__hint">{CAPTCHA_MESSAGES.loading}</p>}
      {state === 'failed' && (
        <p className="field__error" role="alert">
          {CAPTCHA_MESSAGES.failed}
        </p>
      )}
    </div>
  );
}
