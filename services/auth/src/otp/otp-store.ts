import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis.provider';
import type { OtpPurpose } from './otp-code';

export type StoredCheck = 'missing' | 'locked' | { hash: string; attempts: number };

/**
 * The newest code of each number and purpose, in Redis with its time to live.
 * Asking for a new code replaces the old one, so only the newest is ever valid.
 */
@Injectable()
export class OtpStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  private key(purpose: OtpPurpose, phone: string) {
    return `otp:${purpose}:${phone}`;
  }

  async save(purpose: OtpPurpose, phone: string, hash: string, ttlSeconds: number): Promise<void> {
    const key = this.key(purpose, phone);
    await this.redis.multi().del(key).hset(key, { hash, attempts: 0 }).expire(key, ttlSeconds).exec();
  }

  async read(purpose: OtpPurpose, phone: string, maxAttempts: number): Promise<StoredCheck> {
    const record = await this.redis.hgetall(this.key(purpose, phone));
    if (!record.hash) return 'missing';
    const attempts = Number(record.attempts);
    return attempts >= maxAttempts ? 'locked' : { hash: record.hash, attempts };
  }

  /** Counts a wrong try; the code is burnt when tries run out. Returns the tries left. */
  async recordFailure(purpose: OtpPurpose, phone: string, maxAttempts: number): Promise<number> {
    const key = this.key(purpose, phone);
    const attempts = await this.redis.hincrby(key, 'attempts', 1);
    if (attempts >= maxAttempts) await this.redis.del(key);
    return Math.max(0, maxAttempts - attempts);
  }

  /** Deletes the code only if it is still the one checked: of two concurrent logins, one wins. */
  async consume(purpose: OtpPurpose, phone: string, hash: string): Promise<boolean> {
    const consumed = await this.redis.eval(
      "if redis.call('HGET', KEYS[1], 'hash') == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end",
      1,
      this.key(purpose, phone),
      hash,
    );
    return consumed === 1;
  }
}
