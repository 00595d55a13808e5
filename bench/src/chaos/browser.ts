import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY } from '@ela/contracts';
import type { Journal } from './journal';
import type { Random } from './random';

/** An answer; `status` 0 when none came (refused connection, reset, or timeout). */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  location: string | null;
}

export interface CallOptions {
  /** How many times in all to send it while answers are 5xx or missing (6: about 9 s of retries). */
  tries?: number;
  idempotencyKey?: string;
  /** A form (Parsian's return) instead of JSON; the address is then taken as given. */
  form?: Record<string, string>;
}

const ATTEMPT_MS = 12_000;

/** No answer or a 5xx: what a person reloads. */
const retryable = (status: number) => status === 0 || status >= 500;

/**
 * A customer's or an admin's browser in front of the shop's gateways, as a load balancer spreads
 * it: each try goes to one gateway chosen at random. During kills it meets refused connections,
 * 5xx and timeouts; it counts each and tries again after a pause, as a person reloading would.
 */
export class Browser {
  constructor(
    private readonly gateways: readonly string[],
    private readonly journal: Journal,
    private readonly random: Random,
    private readonly token: string | null = null,
  ) {}

  as(token: string): Browser {
    return new Browser(this.gateways, this.journal, this.random, token);
  }

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<Answer<T>> {
    const tries = options.tries ?? 6;
    let last: Answer<T> = { status: 0, body: null as T, location: null };
    for (let attempt = 1; attempt <= tries; attempt++) {
      last = await this.once<T>(method, path, body, options);
      if (!retryable(last.status)) return last;
      this.journal.count(last.status === 0 ? 'http:no answer' : `http:${last.status}`);
      if (attempt < tries) await sleep(Math.min(400 * 2 ** (attempt - 1), 3000) + this.random.int(0, 300));
    }
    this.journal.count('http:gave up');
    return last;
  }

  private async once<T>(
    method: string,
    path: string,
    body: unknown,
    options: CallOptions,
  ): Promise<Answer<T>> {
    const base = this.random.pick(this.gateways);
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (options.idempotencyKey) headers[IDEMPOTENCY.header] = options.idempotencyKey;
    let payload: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(ATTEMPT_MS),
      });
      const text = await res.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      return { status: res.status, body: parsed as T, location: res.headers.get('location') };
    } catch {
      return { status: 0, body: null as T, location: null };
    }
  }
}

/** The path and query of an address, to send to whichever gateway the balancer picks. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
