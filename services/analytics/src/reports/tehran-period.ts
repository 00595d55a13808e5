import { TEHRAN_UTC_OFFSET, type ReportRange } from '@ela/contracts';

/** The instants a period of Tehran days covers: from its first midnight to the one after its last day. */
export function periodBounds({ from, to }: Pick<ReportRange, 'from' | 'to'>): [string, string] {
  const after = new Date(Date.parse(`${to}T00:00:00Z`) + 24 * 60 * 60_000).toISOString().slice(0, 10);
  return [`${from}T00:00:00${TEHRAN_UTC_OFFSET}`, `${after}T00:00:00${TEHRAN_UTC_OFFSET}`];
}

/**
 * SQL for the Tehran day of a timestamptz column, by the same fixed offset as the bounds. An
 * interval zone is read as written (east positive); a text one like '+03:30' would be POSIX, reversed.
 */
export function tehranDaySql(column: string): string {
  return `(${column} AT TIME ZONE INTERVAL '${TEHRAN_UTC_OFFSET}')::date`;
}
