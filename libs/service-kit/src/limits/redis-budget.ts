import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { Counter } from 'prom-client';
import { ERROR_CODES, MESSAGES, type ApiError } from '@ela/contracts';
import { registry } from '../metrics/metrics';

/** Every decision of a budget: `allowed`, `refused` (a 429) or `unavailable` (Redis away, let through). */
export const budgetDecisions = new Counter({
  name: 'ela_budget_decisions_total',
  help: 'Decisions of the Redis budgets (rate limits), by budget and outcome',
  labelNames: ['budget', 'outcome'] as const,
  registers: [registry],
});

/** An ioredis client; typed loosely, as the limiter library types it. */
export type BudgetStore = ConstructorParameters<typeof RateLimiterRedis>[0]['storeClient'];

export interface BudgetOptions {
  /** Names the keys: `<prefix>rl:<name>:<key>`. */
  name: string;
  /** What one key may spend in a window. */
  points: number;
  /** The window, in seconds; it starts with a key's first spend. */
  seconds: number;
  /** The NATS subject prefix, so copies of the shop sharing one Redis keep their own counts. */
  prefix?: string;
  /**
   * Once a key has spent past its budget, refuse it from memory until its window ends, with no
   * trip to Redis: a script hammering after its 429 costs this replica nothing but the answer.
   */
  blockInMemory?: boolean;
  /**
   * Fail at once while Redis is not connected, instead of waiting in the client's queue: for
   * budgets that let a request through (fail open) when Redis is away.
   */
  failFast?: boolean;
}

/** The 429 a spent budget answers: a Persian message naming the wait, and `retryAfter` for the header. */
export function tooManyRequests(msBeforeNext: number): ApiError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return {
    statusCode: 429,
    message: MESSAGES.tooManyRequests(seconds),
    error: ERROR_CODES.tooManyRequests,
    details: { retryAfter: seconds },
  };
}

/**
 * A count per key per fixed window, kept in Redis so every replica shares it: the one limiter
 * of the shop (login codes, analytics events, public reads, discount-code guesses). Each take is
 * one round trip (a Lua script that increments and sets the expiry together). Redis failing
 * is not a refusal: its error is thrown, and the caller decides whether to fail open or closed.
 */
export class RedisBudget {
  private readonly limiter: RateLimiterRedis;

  constructor(
    redis: BudgetStore,
    readonly options: BudgetOptions,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${options.prefix ?? ''}rl:${options.name}`,
      points: options.points,
      duration: options.seconds,
      rejectIfRedisNotReady: options.failFast ?? false,
      ...(options.blockInMemory && { inMemoryBlockOnConsumed: options.points + 1 }),
    });
  }

  /** Spends `points` of the key's budget; the 429 to answer when that is more than is left. */
  async take(key: string, points = 1): Promise<ApiError | null> {
    try {
      await this.limiter.consume(key, Math.max(1, Math.floor(points)));
      this.count('allowed');
      return null;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      this.count('refused');
      return tooManyRequests(error.msBeforeNext);
    }
  }

  /** The 429 to answer when the key's budget is already spent, spending nothing. */
  async spent(key: string): Promise<ApiError | null> {
    const state = await this.limiter.get(key);
    return state && state.consumedPoints >= this.options.points ? tooManyRequests(state.msBeforeNext) : null;
  }

  /**
   * For budgets that must not stop the shop when Redis is away (fail open): `work` runs against
   * this budget, and a Redis error lets the request through, counted as `unavailable` and handed
   * to `onError` for a log line.
   */
  async orPass<T>(
    work: (budget: this) => Promise<T | null>,
    onError: (error: unknown) => void,
  ): Promise<T | null> {
    try {
      return await work(this);
    } catch (error) {
      this.count('unavailable');
      onError(error);
      return null;
    }
  }

  private count(outcome: 'allowed' | 'refused' | 'unavailable'): void {
    budgetDecisions.inc({ budget: this.options.name, outcome });
  }
}
