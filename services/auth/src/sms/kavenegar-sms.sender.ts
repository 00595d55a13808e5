import type { SmsSender } from './sms-sender';

const API = 'https://api.kavenegar.com/v1';

/**
 * Kavenegar's verify/lookup template API over HTTPS. Called directly because the
 * official SDK talks plain HTTP, which would put the API key on the wire.
 */
export class KavenegarSmsSender implements SmsSender {
  constructor(
    private readonly apiKey: string,
    private readonly template: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async sendLoginCode(phone: string, code: string): Promise<void> {
    const receptor = phone.replace(/^\+98/, '0');
    const query = new URLSearchParams({ receptor, token: code, template: this.template });
    const res = await this.fetcher(`${API}/${encodeURIComponent(this.apiKey)}/verify/lookup.json?${query}`, {
      method: 'POST',
      signal: AbortSignal.timeout(5000),
    });
    const body = (await res.json().catch(() => null)) as {
      return?: { status?: number; message?: string };
    } | null;
    if (!res.ok || body?.return?.status !== 200) {
      throw new Error(`kavenegar refused the message: ${res.status} ${body?.return?.message ?? ''}`.trim());
    }
  }
}
