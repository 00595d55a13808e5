import { ANALYTICS_KEYS } from './analytics-settings';
import { EventStorage } from './event-storage';
import { FlushLock } from './flush-lock';
import { FakeStorage } from './testing/fake-storage';

const settings = { ttlMs: 30_000, settleMs: 50 };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the flush lock across tabs', () => {
  it('goes to the tab whose claim is still there once racing writes have landed', async () => {
    const storage = new FakeStorage();
    const a = new FlushLock(new EventStorage(storage), 'tab-a', settings);
    const b = new FlushLock(new EventStorage(storage), 'tab-b', settings);
    const claimA = a.acquire();
    // Tab B read the lock free before A's claim reached it, and writes its own over A's.
    b.renew();
    const claimB = b.acquire();
    await jest.advanceTimersByTimeAsync(settings.settleMs);
    expect([await claimA, await claimB]).toEqual([false, true]);
    // While B holds it, A cannot take it.
    const again = a.acquire();
    await jest.advanceTimersByTimeAsync(settings.settleMs);
    expect(await again).toBe(false);
  });

  it('is released only by its owner', async () => {
    const storage = new FakeStorage();
    const a = new FlushLock(new EventStorage(storage), 'tab-a', settings);
    const b = new FlushLock(new EventStorage(storage), 'tab-b', settings);
    const claim = a.acquire();
    await jest.advanceTimersByTimeAsync(settings.settleMs);
    expect(await claim).toBe(true);
    b.release();
    expect(JSON.parse(storage.getItem(ANALYTICS_KEYS.flushLock)!)).toMatchObject({ owner: 'tab-a' });
    a.release();
    expect(storage.getItem(ANALYTICS_KEYS.flushLock)).toBeNull();
  });

  it('expires when its tab stops renewing it', async () => {
    const storage = new FakeStorage();
    new FlushLock(new EventStorage(storage), 'closed-tab', settings).renew();
    const b = new FlushLock(new EventStorage(storage), 'tab-b', settings);
    expect(b.heldByAnother()).toBe(true);
    jest.advanceTimersByTime(settings.ttlMs + 1);
    expect(b.heldByAnother()).toBe(false);
    const claim = b.acquire();
    await jest.advanceTimersByTimeAsync(settings.settleMs);
    expect(await claim).toBe(true);
  });
});
