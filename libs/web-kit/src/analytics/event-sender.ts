import type { AnalyticsEventInput } from '@ela/contracts';

/** How one request ended: the HTTP status, or 0 when no answer came (network, timeout). */
export type SendStatus = number;

/** Sends one batch and answers its status; never throws. */
export interface EventTransport {
  send(events: AnalyticsEventInput[]): Promise<SendStatus>;
}

/** `sent`; `refused` for good (a 4xx other than 401 and 403); `failed` after every attempt. */
export type SendOutcome = 'sent' | 'refused' | 'failed';

export interface RetrySettings {
  maxAttempts: number;
  backoffBaseMs: number;
  backoffJitterMs: number;
  random: () => number;
  /** Before each attempt: the flush lock is renewed there. */
  beforeAttempt?: () => void;
}

/** A 4xx is the batch's own fault and will not change, except 401 and 403, which a token refresh cures. */
export function isPermanent(status: SendStatus): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 403;
}

/** The wait before retry `n` (from 0): base × 2^n plus up to the jitter at random. */
export function backoffDelay(
  n: number,
  settings: Pick<RetrySettings, 'backoffBaseMs' | 'backoffJitterMs' | 'random'>,
) {
  return settings.backoffBaseMs * 2 ** n + Math.floor(settings.random() * settings.backoffJitterMs);
}

/** Sends a batch, retrying what may pass later, at most `maxAttempts` times in all. */
export async function sendWithRetries(
  events: AnalyticsEventInput[],
  transport: EventTransport,
  settings: RetrySettings,
): Promise<SendOutcome> {
  for (let attempt = 0; attempt < settings.maxAttempts; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, backoffDelay(attempt - 1, settings)));
    settings.beforeAttempt?.();
    const status = await transport.send(events);
    if (status >= 200 && status < 300) return 'sent';
    if (isPermanent(status)) return 'refused';
  }
  return 'failed';
}
