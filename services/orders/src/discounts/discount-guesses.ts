import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import IORedis from 'ioredis';
import { ERROR_CODES, type ApiError } from '@ela/contracts';
import { RedisBudget, ServiceError } from '@ela/service-kit';

export interface DiscountGuessSettings {
  redisUrl: string;
  perCustomer: number;
  perAddress: number;
  windowSeconds: number;
  /** The NATS subject prefix, so copies of the shop sharing one Redis keep their own counts. */
  prefix: string;
}

export const DISCOUNT_GUESS_SETTINGS = Symbol('DISCOUNT_GUESS_SETTINGS');

/** Who tries a code: the customer, and the address the gateway saw the request come from. */
export interface Guesser {
  customerId: string;
  ip: string | null;
}

/**
 * Stops guessing of discount codes. Only wrong codes count (unknown, or another customer's gift:
 * one answer for both), per customer and per client address, in Redis so every replica shares
 * the counts. Once either is spent every try is a 429 until its window ends, a right code too:
 * otherwise the 429s themselves would tell right codes from wrong ones. Redis being away lets
 * tries through (logged and counted): checkout must not stop with it.
 */
@Injectable()
export class DiscountGuesses implements OnApplicationShutdown {
  private readonly logger = new Logger(DiscountGuesses.name);
  private readonly redis: IORedis;
  private readonly customer: RedisBudget;
  private readonly address: RedisBudget;

  constructor(@Inject(DISCOUNT_GUESS_SETTINGS) settings: DiscountGuessSettings) {
    // No queue of commands while Redis is away: a try waits for nothing and goes through.
    this.redis = new IORedis(settings.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', () => undefined); // reconnects by itself; tries pass meanwhile
    const budget = (name: string, points: number) =>
      new RedisBudget(this.redis, {
        name,
        points,
        seconds: settings.windowSeconds,
        prefix: settings.prefix,
        failFast: true,
      });
    this.customer = budget('discount-guess-customer', settings.perCustomer);
    this.address = budget('discount-guess-address', settings.perAddress);
  }

  /** Runs one try of a code; a spent budget refuses it first, and a wrong code is counted. */
  async attempt<T>(who: Guesser, tryCode: () => Promise<T>): Promise<T> {
    const refused = await this.check((b, key) => b.spent(key), who);
    if (refused) throw new ServiceError(refused);
    try {
      return await tryCode();
    } catch (error) {
      if (error instanceof ServiceError && error.body.error === ERROR_CODES.ordersDiscountNotFound)
        await this.check((b, key) => b.take(key), who);
      throw error;
    }
  }

  /** The customer's and the address's budgets together; the first refusal, if any. */
  private async check(
    step: (budget: RedisBudget, key: string) => Promise<ApiError | null>,
    who: Guesser,
  ): Promise<ApiError | null> {
    const pass = (error: unknown) =>
      this.logger.warn(`discount guess limits unavailable, letting the try through: ${String(error)}`);
    const [byCustomer, byAddress] = await Promise.all([
      this.customer.orPass((b) => step(b, who.customerId), pass),
      who.ip ? this.address.orPass((b) => step(b, who.ip!), pass) : null,
    ]);
    return byCustomer ?? byAddress;
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
