import type IORedis from 'ioredis';
import type { ApiError } from '@ela/contracts';
import { RedisBudget } from '@ela/service-kit';

export interface EventLimitSettings {
  perAddress: number;
  perClient: number;
  /** Keys carry the NATS prefix, so copies of the shop sharing one Redis keep their own counts. */
  prefix: string;
}

/**
 * Per-minute budgets of events, in Redis so every gateway replica shares them: one for the
 * address (a flood from one place) and one for the browser or customer (a runaway tab).
 * Redis itself failing is no refusal of the caller: the error goes on, and the queue answers 503.
 */
export class EventLimits {
  private readonly address: RedisBudget;
  private readonly client: RedisBudget;

  constructor(redis: IORedis, settings: EventLimitSettings) {
    const budget = (name: string, points: number) =>
      new RedisBudget(redis, { name, points, seconds: 60, prefix: settings.prefix });
    this.address = budget('events-address', settings.perAddress);
    this.client = budget('events-client', settings.perClient);
  }

  /** Takes `events` from the address's budget; the 429 to answer when it is spent. */
  forAddress(ip: string, events: number): Promise<ApiError | null> {
    return this.address.take(ip, events);
  }

  /** Takes `events` from the budget of a customer (by id) or a browser (by anonymous id). */
  forClient(key: string, events: number): Promise<ApiError | null> {
    return this.client.take(key, events);
  }
}
