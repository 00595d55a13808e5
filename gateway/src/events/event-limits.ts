import type IORedis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ERROR_CODES, MESSAGES, type ApiError } from '@ela/contracts';

export interface EventLimitSettings {
  perAddress: number;
  perClient: number;
  /** Keys carry the NATS prefix, so copies of the shop sharing one Redis keep their own counts. */
  prefix: string;
}

/**
 * Per-minute budgets of events, in Redis so every gateway replica shares them: one for the
 * address (a flood from one place) and one for the browser or customer (a runaway tab).
 */
export class EventLimits {
  private readonly address: RateLimiterRedis;
  private readonly client: RateLimiterRedis;

  constructor(redis: IORedis, settings: EventLimitSettings) {
    const limiter = (name: string, points: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${settings.prefix}rl:${name}`,
        points,
        duration: 60,
      });
    this.address = limiter('events-address', settings.perAddress);
    this.client = limiter('events-client', settings.perClient);
  }

  /** Takes `events` from the address's budget; the 429 to answer when it is spent. */
  forAddress(ip: string, events: number): Promise<ApiError | null> {
    return take(this.address, ip, events);
  }

  /** Takes `events` from the budget of a customer (by id) or a browser (by anonymous id). */
  forClient(key: string, events: number): Promise<ApiError | null> {
    return take(this.client, key, events);
  }
}

async function take(limiter: RateLimiterRedis, key: string, points: number): Promise<ApiError | null> {
  try {
    await limiter.consume(key, Math.max(1, points));
    return null;
  } catch (error) {
    // Redis itself failing is no refusal of the caller: the queue will answer 503 for it.
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    return {
      statusCode: 429,
      message: MESSAGES.tooManyRequests(seconds),
      error: ERROR_CODES.tooManyRequests,
      details: { retryAfter: seconds },
    };
  }
}
