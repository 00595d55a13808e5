/**
 * Something read from another place (a service, a table an admin rarely changes) and reused for a
 * while instead of read on every request. A read is shared by every caller until `ms` after it
 * began; a failed read is not kept, so the next caller reads again; `forget` makes the next
 * caller read again at once (after a change this process made itself).
 */
export class ReusedForAWhile<T> {
  private kept: { value: Promise<T>; until: number } | null = null;

  constructor(
    private readonly ms: number,
    private readonly read: () => Promise<T>,
  ) {}

  get(): Promise<T> {
    if (this.kept && this.kept.until > Date.now()) return this.kept.value;
    const kept = { value: this.read(), until: Date.now() + this.ms };
    this.kept = kept;
    kept.value.catch(() => {
      if (this.kept === kept) this.kept = null;
    });
    return kept.value;
  }

  forget(): void {
    this.kept = null;
  }
}
