import type { AdminStatus } from '@ela/contracts';

/** Where a verifier learns whether an admin may still act: auth's own database, or auth over NATS. */
export interface AdminStatusSource {
  status(adminId: string): Promise<AdminStatus>;
}

/** Admins are few; the bound only stops a flood of distinct ids from growing the map. */
const MAX_ENTRIES = 10_000;

/**
 * Remembers each admin's status for `ttlMs`, so a deactivation takes effect within that time
 * while most admin requests cost no trip to auth. Concurrent misses for one admin share one
 * trip; a failed trip is not remembered, so the next request asks again.
 */
export class AdminStatusCache implements AdminStatusSource {
  private readonly entries = new Map<string, { at: number; status: Promise<AdminStatus> }>();

  constructor(
    private readonly source: AdminStatusSource,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  status(adminId: string): Promise<AdminStatus> {
    if (this.ttlMs <= 0) return this.source.status(adminId);
    const cached = this.entries.get(adminId);
    if (cached && this.now() - cached.at < this.ttlMs) return cached.status;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const status = this.source.status(adminId);
    this.entries.set(adminId, { at: this.now(), status });
    status.catch(() => {
      if (this.entries.get(adminId)?.status === status) this.entries.delete(adminId);
    });
    return status;
  }
}
