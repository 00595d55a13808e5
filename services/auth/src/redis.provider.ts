import { Redis } from 'ioredis';
import type { Provider } from '@nestjs/common';
import { AUTH_CONFIG, type AuthConfig } from './config';

export const REDIS = Symbol('REDIS');

export const redisProvider: Provider = {
  provide: REDIS,
  inject: [AUTH_CONFIG],
  useFactory: (config: AuthConfig) =>
    new Redis(config.REDIS_URL, { keyPrefix: config.REDIS_KEY_PREFIX, maxRetriesPerRequest: 2 }),
};
