import IORedis from 'ioredis';
import { analyticsQueueName } from '@ela/contracts';

/**
 * Deletes what a test copy of the stack left in Redis under its prefix: the analytics queue
 * (jobs no worker took, when the test ran none), the events' rate-limit counters and the catalog's
 * edge views.
 */
export async function deleteQueueKeys(redisUrl: string, prefix: string): Promise<void> {
  if (!prefix) return; // never a shared, unprefixed shop's keys
  const redis = new IORedis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    for (const pattern of [
      `bull:${analyticsQueueName(prefix)}:*`,
      `${prefix}rl:events-*`,
      `${prefix}catalog:view:*`,
    ]) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        if (keys.length) await redis.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}
