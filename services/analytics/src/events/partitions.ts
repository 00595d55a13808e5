/** The partitioned table of browser events; one partition per UTC day. */
export const EVENTS_TABLE = 'analytics_event';
const DAY_MS = 24 * 60 * 60_000;
const NAME = /^analytics_event_p(\d{4})(\d{2})(\d{2})$/;

/** The UTC day of an instant, as `2025-03-21`. */
export function utcDay(at: Date | number | string): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The partition of one day; the name goes into DDL, so anything but a day is refused. */
export function partitionName(day: string): string {
  if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
  return `${EVENTS_TABLE}_p${day.replaceAll('-', '')}`;
}

/** The day a partition holds, or null for a table that is no day partition. */
export function dayOfPartition(name: string): string | null {
  const match = NAME.exec(name);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * What the maintenance should do today: partitions to have ready (yesterday to `ahead` days on,
 * so midnight never finds a missing one) and existing ones past the retention to drop.
 */
export function partitionPlan(
  today: string,
  existing: readonly string[],
  retentionDays: number,
  ahead = 7,
): { create: string[]; drop: string[] } {
  const have = new Set(existing);
  const wanted = Array.from({ length: ahead + 2 }, (_, i) => addDays(today, i - 1));
  const oldest = addDays(today, -retentionDays);
  return {
    create: wanted.filter((day) => !have.has(day)),
    drop: existing.filter((day) => day < oldest).sort(),
  };
}
