/**
 * Whether a follower's work may be trusted now: it was seen with nothing left to settle (an empty
 * backlog) less than `forMs` ago. A follower that stopped, or fell behind and stayed so, stops being
 * trusted `forMs` after it was last seen caught up.
 */
export class CaughtUp {
  private lastSeen = -Infinity;

  constructor(private readonly forMs: number) {}

  /** What a look at the backlog found, at the time the look was made. */
  saw(backlog: number, at: number): void {
    if (backlog === 0) this.lastSeen = Math.max(this.lastSeen, at);
  }

  trusted(now: number): boolean {
    return now - this.lastSeen < this.forMs;
  }
}
