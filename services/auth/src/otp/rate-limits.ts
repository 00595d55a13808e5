import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ERROR_CODES, MESSAGES } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { REDIS } from '../redis.provider';

/** Limits on asking for codes and on trying them, kept in Redis so every replica shares them. */
@Injectable()
export class RateLimits {
  private readonly resend: RateLimiterRedis;
  private readonly daily: RateLimiterRedis;
  private readonly sendPerIp: RateLimiterRedis;
  private readonly loginPerIp: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(AUTH_CONFIG) config: AuthConfig) {
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix: `rl:${keyPrefix}`, points, duration });
    this.resend = limiter('otp-resend', 1, config.OTP_RESEND_SECONDS);
    this.daily = limiter('otp-daily', config.OTP_DAILY_CAP, 86400);
    this.sendPerIp = limiter('otp-ip', config.OTP_IP_HOURLY_LIMIT, 3600);
    this.loginPerIp = limiter('login-ip', config.LOGIN_IP_HOURLY_LIMIT, 3600);
  }

  /** Throws a 429 naming the seconds to wait when a code may not be sent now. */
  async beforeSend(purpose: string, phone: string, ip: string | undefined): Promise<void> {
    if (ip) await take(this.sendPerIp, ip);
    await take(this.resend, `${purpose}:${phone}`);
    await take(this.daily, `${purpose}:${phone}`);
  }

  async beforeLogin(ip: string | undefined): Promise<void> {
    if (ip) await take(this.loginPerIp, ip);
  }
}

async function take(limiter: RateLimiterRedis, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new ServiceError({
      statusCode: 429,
      message: MESSAGES.tooManyRequests(seconds),
      error: ERROR_CODES.tooManyRequests,
      details: { retryAfter: seconds },
    });
  }
}
