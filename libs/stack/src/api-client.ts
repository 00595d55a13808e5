import { REFRESH_COOKIE, REFRESH_PATHS, type Role, type SessionAnswer, type TokenPair } from '@ela/contracts';
import { latestCode } from './sms-outbox';
import { checkAgainstDocument, mediaTypeOf, type SentRequest } from './api-document-check';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** The refresh cookie a response set (the gateway's HttpOnly one): its value, and the whole header. */
export function refreshCookieOf(res: ApiResponse): { value: string; header: string } | null {
  const header = res.headers.getSetCookie().find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
  return header
    ? { value: decodeURIComponent(header.slice(REFRESH_COOKIE.length + 1).split(';')[0]), header }
    : null;
}

/**
 * A small JSON client for tests that talk to the gateway as a browser would. Every exchange is
 * checked against the OpenAPI document the gateway serves (`checkAgainstDocument`): the request
 * when the API accepted it (2xx), the answer always. `unchecked()` is for the calls that send
 * what the document cannot describe on purpose.
 */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly defaults: Record<string, string> = {},
    private readonly checked = true,
  ) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever shape they asked for
  async call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const sent = lowerCased({
      ...this.defaults,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    });
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return this.answer<T>(res, {
      method,
      path,
      headers: sent,
      body: body === undefined ? undefined : { type: mediaTypeOf(sent['content-type']) ?? '', value: body },
    });
  }

  /** Sends a multipart form: text fields, and a file in the field `file` when given. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever shape they asked for
  async upload<T = any>(
    method: string,
    path: string,
    fields: Record<string, string>,
    file?: Buffer,
    fileName = 'image.png',
  ): Promise<ApiResponse<T>> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (file) form.append('file', new Blob([new Uint8Array(file)]), fileName);
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers: this.defaults, body: form });
    return this.answer<T>(res, {
      method,
      path,
      headers: lowerCased(this.defaults),
      // The file's bytes are the image's to judge; the document says only that they are there.
      body: { type: 'multipart/form-data', value: { ...fields, ...(file ? { file: fileName } : {}) } },
    });
  }

  /** The same caller, with no check of its calls against the API document (see the class). */
  unchecked(): ApiClient {
    return new ApiClient(this.baseUrl, this.defaults, false);
  }

  /** The same caller at another address (another gateway of the stack). */
  at(baseUrl: string): ApiClient {
    return new ApiClient(baseUrl, this.defaults, this.checked);
  }

  /** A client that sends this bearer token with every call. */
  as(token: string): ApiClient {
    return new ApiClient(this.baseUrl, { ...this.defaults, authorization: `Bearer ${token}` }, this.checked);
  }

  private async answer<T>(res: Response, sent: SentRequest): Promise<ApiResponse<T>> {
    const text = await res.text();
    const body = (text ? JSON.parse(text) : null) as T;
    if (this.checked)
      await checkAgainstDocument(this.baseUrl, sent, {
        status: res.status,
        headers: res.headers,
        text,
        body,
      });
    return { status: res.status, body, headers: res.headers };
  }

  /**
   * Trades a refresh token for a new pair as a browser does: the token in the refresh cookie, an
   * empty body. `refreshToken` is the new token the answer's cookie holds, or null.
   */
  async refresh(role: Role, refreshToken: string) {
    const res = await this.call<SessionAnswer>(
      'POST',
      REFRESH_PATHS[role],
      {},
      {
        cookie: `${REFRESH_COOKIE}=${encodeURIComponent(refreshToken)}`,
      },
    );
    return { ...res, refreshToken: refreshCookieOf(res)?.value || null };
  }

  /**
   * Asks for a code, reads it from the SMS outbox and logs in, as a customer or an admin. The
   * refresh token comes in the gateway's cookie; it is returned with the pair for tests to use.
   */
  async login(role: 'user' | 'admin', phone: string, outboxFile: string): Promise<TokenPair> {
    const send = await this.call('POST', role === 'admin' ? '/otp/sendAdminOtp' : '/otp/send', { phone });
    if (send.status !== 200)
      throw new Error(`sending a code failed: ${send.status} ${JSON.stringify(send.body)}`);
    const code = await latestCode(outboxFile, toInternational(phone));
    const login = await this.call<SessionAnswer>(
      'POST',
      role === 'admin' ? '/auth/loginAdmin' : '/auth/loginUser',
      { phone, code },
    );
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
    const cookie = refreshCookieOf(login);
    if (!cookie) throw new Error('login set no refresh cookie');
    const expires = /;\s*Expires=([^;]+)/i.exec(cookie.header)?.[1];
    return {
      ...login.body,
      refresh_token: cookie.value,
      refresh_expires_at: new Date(expires ?? Date.now()).toISOString(),
    };
  }
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function toInternational(phone: string): string {
  return phone.startsWith('0') ? `+98${phone.slice(1)}` : phone;
}
