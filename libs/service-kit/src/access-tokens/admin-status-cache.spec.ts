import type { AdminStatus } from '@ela/contracts';
import { AdminStatusCache } from './admin-status-cache';

function countingSource(answer: () => Promise<AdminStatus>) {
  const source = { calls: 0, status: () => (source.calls++, answer()) };
  return source;
}

describe('AdminStatusCache', () => {
  it('asks again once the status is older than the TTL', async () => {
    let clock = 0;
    const source = countingSource(async () => ({ active: true, tokenVersion: 1 }));
    const cache = new AdminStatusCache(source, 5000, () => clock);
    await cache.status('a');
    clock = 4999;
    await cache.status('a');
    expect(source.calls).toBe(1);
    clock = 5000;
    await cache.status('a');
    expect(source.calls).toBe(2);
  });

  it('shares one trip among concurrent misses and keeps admins apart', async () => {
    const source = countingSource(async () => ({ active: true, tokenVersion: 1 }));
    const cache = new AdminStatusCache(source, 5000);
    await Promise.all([cache.status('a'), cache.status('a'), cache.status('b')]);
    expect(source.calls).toBe(2);
  });

  it('does not remember a failure', async () => {
    let fail = true;
    const source = countingSource(async () => {
      if (fail) throw new Error('no responders');
      return { active: true, tokenVersion: 1 };
    });
    const cache = new AdminStatusCache(source, 5000);
    await expect(cache.status('a')).rejects.toThrow('no responders');
    fail = false;
    await expect(cache.status('a')).resolves.toEqual({ active: true, tokenVersion: 1 });
  });

  it('asks every time with a TTL of 0', async () => {
    const source = countingSource(async () => ({ active: true, tokenVersion: 1 }));
    const cache = new AdminStatusCache(source, 0);
    await cache.status('a');
    await cache.status('a');
    expect(source.calls).toBe(2);
  });
});
