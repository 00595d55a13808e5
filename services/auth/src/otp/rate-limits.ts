import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RedisBudget, ServiceError } from '@ela/service-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { REDIS } from '../redis.provider';

/** Limits on asking for codes and on trying them, kept in Redis so every replica shares them. */
@Injectable()
export class RateLimits {
  private readonly resend: RedisBudget;
  private readonly daily: RedisBudget;
  private readonly sendPerIp: RedisBudget;
  private readonly loginPerIp: RedisBudget;

  constructor(@Inject(REDIS) redis: Redis, @Inject(AUTH_CONFIG) config: AuthConfig) {
    const budget = (name: string, points: number, seconds: number) =>
      new RedisBudget(redis, { name, points, seconds });
    this.resend = budget('otp-resend', 1, config.OTP_RESEND_SECONDS);
    this.daily = budget('otp-daily', config.OTP_DAILY_CAP, 86400);
    this.sendPerIp = budget('otp-ip', config.OTP_IP_HOURLY_LIMIT, 3600);
    this.loginPerIp = budget('login-ip', config.LOGIN_IP_HOURLY_LIMIT, 3600);
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

async function take(budget: RedisBudget, key: string): Promise<void> {
  const refused = await budget.take(key);
  if (refused) throw new ServiceError(refused);
}
