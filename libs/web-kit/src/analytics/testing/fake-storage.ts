/**
 * localStorage as browsers behave at its edges: a quota (in characters of keys and values) past
 * which `setItem` throws QuotaExceededError, and a `blocked` mode in which every call throws, as
 * when the browser's settings forbid storage.
 */
export class FakeStorage implements Storage {
  private readonly items = new Map<string, string>();
  blocked = false;

  constructor(private quota = Infinity) {}

  get length(): number {
    this.check();
    return this.items.size;
  }

  /** Characters used now. */
  get used(): number {
    let chars = 0;
    for (const [key, value] of this.items) chars += key.length + value.length;
    return chars;
  }

  setQuota(quota: number): void {
    this.quota = quota;
  }

  clear(): void {
    this.check();
    this.items.clear();
  }

  getItem(key: string): string | null {
    this.check();
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    this.check();
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.check();
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.check();
    const others = this.used - (this.items.has(key) ? key.length + this.items.get(key)!.length : 0);
    if (others + key.length + value.length > this.quota)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }

  private check(): void {
    if (this.blocked) throw new DOMException('Access is denied for this document.', 'SecurityError');
  }
}
