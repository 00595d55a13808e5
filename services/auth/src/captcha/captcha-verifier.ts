/** Checks a captcha token with its provider. */
export interface CaptchaVerifier {
  /** False when captcha is off: callers skip the check entirely. */
  readonly enabled: boolean;
  verify(token: string, ip?: string): Promise<boolean>;
}
export const CAPTCHA_VERIFIER = Symbol('CAPTCHA_VERIFIER');

/** Captcha off: nothing is asked of people (the development default). */
export class NoCaptcha implements CaptchaVerifier {
  readonly enabled = false;
  async verify(): Promise<boolean> {
    return true;
  }
}
