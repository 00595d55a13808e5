import { captchaOrigins, type CaptchaPublicConfig } from '@ela/contracts';
import type { WidgetOrigins } from '@ela/web-kit/server-dist/index.js';
import { readApi } from './seo/api-reader.js';

/** How long the captcha settings are trusted before they are read again (turning it on shows within this). */
export const CAPTCHA_MAX_AGE_MS = 60_000;
const READ_TIMEOUT_MS = 500;

/**
 * The login captcha's widget origins, for every page's policy: the app moves to a login page without
 * loading a new document, so whichever page it started on must already allow the widget. Read from
 * the API (`GET /auth/captcha`, the settings the auth service checks tokens with) and kept a minute;
 * only the first page waits for it, later ones get the last answer while it is read again. When the
 * API does not answer, the last answer stands (no widget before the first).
 */
export class CaptchaWidget {
  private last: WidgetOrigins | undefined;
  private first: Promise<void> | undefined;
  private readAt = 0;

  constructor(private readonly apiUrl: string) {}

  async origins(): Promise<WidgetOrigins | undefined> {
    if (Date.now() - this.readAt >= CAPTCHA_MAX_AGE_MS) {
      this.readAt = Date.now();
      const reading = this.read();
      this.first ??= reading;
    }
    await this.first;
    return this.last;
  }

  private async read(): Promise<void> {
    const answer = await readApi<CaptchaPublicConfig>(this.apiUrl, '/auth/captcha', READ_TIMEOUT_MS);
    // No answer (a cold start, a slow moment): the next page asks again rather than in a minute.
    if (answer.kind !== 'found') {
      this.readAt = 0;
      return;
    }
    try {
      this.last = captchaOrigins(answer.value);
    } catch {
      // A malformed answer changes nothing.
    }
  }
}
