import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { OrdersConfig } from '../config';
import { DISCOUNT_GUESS_SETTINGS, DiscountGuesses, type DiscountGuessSettings } from './discount-guesses';

/**
 * The guess limits on discount codes, for every place a customer tries one: pricing a basket
 * with a code (discounts) and placing an order with one (orders).
 */
@Global()
@Module({})
export class DiscountGuessesModule {
  static register(config: OrdersConfig): DynamicModule {
    const settings: DiscountGuessSettings = {
      redisUrl: config.REDIS_URL,
      perCustomer: config.DISCOUNT_GUESSES_PER_CUSTOMER,
      perAddress: config.DISCOUNT_GUESSES_PER_ADDRESS,
      windowSeconds: config.DISCOUNT_GUESS_WINDOW_SECONDS,
      prefix: config.NATS_SUBJECT_PREFIX,
    };
    return {
      module: DiscountGuessesModule,
      providers: [{ provide: DISCOUNT_GUESS_SETTINGS, useValue: settings }, DiscountGuesses],
      exports: [DiscountGuesses],
    };
  }
}
