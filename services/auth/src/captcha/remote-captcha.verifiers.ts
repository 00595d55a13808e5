import type { CaptchaVerifier } from './captcha-verifier';

/** A provider's answer, when it gave one; a refusal, an error status or a timeout count as no. */
async function answerOf(response: Promise<Response>): Promise<{ success?: unknown } | null> {
  const res = await response;
  return res.ok ? ((await res.json()) as { success?: unknown }) : null;
}

/** Google reCAPTCHA v2's siteverify: a form with the secret and the token. */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly enabled = true;
  constructor(
    private readonly verifyUrl: string,
    private readonly secret: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async verify(token: string, ip?: string): Promise<boolean> {
    const form: Record<string, string> = {
      secret: this.secret,
      response: token,
      ...(ip ? { remoteip: ip } : {}),
    };
    const body = await answerOf(
      this.fetcher(this.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(5000),
      }),
    );
    return body?.success === true;
  }
}

/** ArCaptcha, an Iranian service that keeps working when international links are cut: JSON in and out. */
export class ArcaptchaVerifier implements CaptchaVerifier {
  readonly enabled = true;
  constructor(
    private readonly verifyUrl: string,
    private readonly siteKey: string,
    private readonly secret: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async verify(token: string): Promise<boolean> {
    const body = await answerOf(
      this.fetcher(this.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ site_key: this.siteKey, secret_key: this.secret, challenge_id: token }),
        signal: AbortSignal.timeout(5000),
      }),
    );
    return body?.success === true;
  }
}
