import type { CaptchaVerifier } from './captcha-verifier';

async function postForm(url: string, form: Record<string, string>, fetcher: typeof fetch): Promise<unknown> {
  const res = await fetcher(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
    signal: AbortSignal.timeout(5000),
  });
  return res.ok ? res.json() : null;
}

/** Google reCAPTCHA's siteverify. */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly enabled = true;
  constructor(
    private readonly secret: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async verify(token: string, ip?: string): Promise<boolean> {
    const form: Record<string, string> = {
      secret: this.secret,
      response: token,
      ...(ip ? { remoteip: ip } : {}),
    };
    const body = (await postForm('https://www.google.com/recaptcha/api/siteverify', form, this.fetcher)) as {
      success?: boolean;
    } | null;
    return body?.success === true;
  }
}

/** ArCaptcha, an Iranian service that keeps working when international links are cut. */
export class ArcaptchaVerifier implements CaptchaVerifier {
  readonly enabled = true;
  constructor(
    private readonly siteKey: string,
    private readonly secret: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async verify(token: string): Promise<boolean> {
    const res = await this.fetcher('https://api.arcaptcha.ir/arcaptcha/api/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site_key: this.siteKey, secret_key: this.secret, challenge_id: token }),
      signal: AbortSignal.timeout(5000),
    });
    const body = (res.ok ? await res.json() : null) as { success?: boolean } | null;
    return body?.success === true;
  }
}
