import type { EventStorage } from './event-storage';
import { ANALYTICS_KEYS } from './analytics-settings';

interface LockRecord {
  owner: string;
  expiresAt: number;
}

export interface FlushLockSettings {
  ttlMs: number;
  settleMs: number;
  now?: () => number;
}

/**
 * One flush at a time across the tabs of a browser, kept in localStorage
 * (`analytics_flush_in_progress`) as its owner and an expiry. A tab closed mid-flush stops renewing
 * it, and it expires. localStorage cannot compare-and-set, so a tab writes its claim, waits for a
 * racing tab's write to land, and owns the lock only if its claim is still there. Should two tabs
 * ever both send, the server keeps each event once (by its id).
 */
export class FlushLock {
  private readonly now: () => number;

  constructor(
    private readonly storage: EventStorage,
    private readonly owner: string,
    private readonly settings: FlushLockSettings,
  ) {
    this.now = settings.now ?? Date.now;
  }

  async acquire(): Promise<boolean> {
    if (this.heldByAnother()) return false;
    this.renew();
    await new Promise((resolve) => setTimeout(resolve, this.settings.settleMs));
    return this.record()?.owner === this.owner;
  }

  /** Whether a live tab other than this one holds it. */
  heldByAnother(): boolean {
    const lock = this.record();
    return lock !== null && lock.owner !== this.owner && lock.expiresAt > this.now();
  }

  /** Pushes the expiry on; called before each attempt of a long flush. */
  renew(): void {
    const lock: LockRecord = { owner: this.owner, expiresAt: this.now() + this.settings.ttlMs };
    this.storage.set(ANALYTICS_KEYS.flushLock, JSON.stringify(lock));
  }

  release(): void {
    if (this.record()?.owner === this.owner) this.storage.remove(ANALYTICS_KEYS.flushLock);
  }

  private record(): LockRecord | null {
    try {
      const lock = JSON.parse(this.storage.get(ANALYTICS_KEYS.flushLock) ?? 'null') as LockRecord | null;
      return typeof lock?.owner === 'string' && typeof lock.expiresAt === 'number' ? lock : null;
    } catch {
      return null;
    }
  }
}
