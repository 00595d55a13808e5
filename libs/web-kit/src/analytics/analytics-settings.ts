import { ANALYTICS_LIMITS } from '@ela/contracts';

/** Where the queue keeps its state in localStorage (spec section 9). */
export const ANALYTICS_KEYS = {
  anonId: 'anon_id_v1',
  pending: 'pendingBasketEvents_v1',
  failed: 'failedBasketEvents_v1',
  flushLock: 'analytics_flush_in_progress',
} as const;

/** The queue's rules; the spec's numbers (sections 4, 8 and 9) and the choices around them. */
export const ANALYTICS_QUEUE = {
  clientVersion: '1.0.0',
  batchSize: ANALYTICS_LIMITS.batchSize,
  maxAttempts: 3,
  /** Retry n (from 0) waits base × 2^n plus up to `backoffJitterMs` at random. */
  backoffBaseMs: 1000,
  backoffJitterMs: 1000,
  /** After a login, or a token change in another tab. */
  tokenChangeFlushDelayMs: 100,
  /** After an event is queued, a flush follows this soon (at once when a batch is full). */
  flushDelayMs: 3000,
  /** When another tab holds the lock, look again this much later. */
  lockBusyRetryMs: 2000,
  /** A lock not renewed for this long belongs to a tab that is gone. */
  lockTtlMs: 30_000,
  /** Time for another tab's write of the lock to land before this tab trusts its own. */
  lockSettleMs: 50,
  requestTimeoutMs: 10_000,
  /** Browsers allow about 64 KiB of beacons in flight per page. */
  beaconMaxBytes: 60_000,
  /** The oldest events are let go beyond these, so a long outage cannot fill the storage. */
  maxPending: 1000,
  maxFailed: 500,
  failedLogMessage: 'Failed to send events after retries',
} as const;
