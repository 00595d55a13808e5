import type { AnalyticsEventInput } from '@ela/contracts';

type Stored = AnalyticsEventInput;

function parseList(text: string | null): Stored[] {
  try {
    const list: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(list)
      ? list.filter((e): e is Stored => typeof (e as Stored | null)?.eventId === 'string')
      : [];
  } catch {
    return [];
  }
}

/** The two lists as one, each event once, oldest first. */
function union(a: Stored[], b: Stored[]): Stored[] {
  const seen = new Set(a.map((e) => e.eventId));
  return [...a, ...b.filter((e) => !seen.has(e.eventId))].sort((x, y) =>
    x.timestamp < y.timestamp ? -1 : x.timestamp > y.timestamp ? 1 : 0,
  );
}

/**
 * localStorage, with memory where it fails. A key whose write fails (the storage is full, or
 * blocked altogether) is held in this tab's memory with everything it held, and taken out of
 * the storage so no stale copy is read back; while held, what other tabs store under it is merged
 * in. The next write that succeeds puts it back in the storage.
 */
export class EventStorage {
  private readonly memory = new Map<string, string>();

  constructor(private readonly storage: Storage | null) {}

  /** Whether some key lives in memory only now. */
  get degraded(): boolean {
    return this.memory.size > 0;
  }

  get(key: string): string | null {
    const held = this.memory.get(key);
    if (held !== undefined) return held;
    return this.read(key);
  }

  set(key: string, value: string): void {
    try {
      if (!this.storage) throw new Error('no localStorage');
      this.storage.setItem(key, value);
      this.memory.delete(key);
    } catch {
      this.memory.set(key, value);
      this.removeStored(key);
    }
  }

  remove(key: string): void {
    this.memory.delete(key);
    this.removeStored(key);
  }

  events(key: string): Stored[] {
    const held = this.memory.get(key);
    const stored = parseList(this.read(key));
    return held === undefined ? stored : union(parseList(held), stored);
  }

  /** Reads the list, changes it and writes it back; answers the list as written. */
  updateEvents(key: string, change: (events: Stored[]) => Stored[]): Stored[] {
    const next = change(this.events(key));
    if (next.length === 0 && !this.memory.has(key)) this.remove(key);
    else this.set(key, JSON.stringify(next));
    return next;
  }

  private read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private removeStored(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // Blocked storage: there is nothing in it to remove.
    }
  }
}
