import { createHash } from 'node:crypto';
import {
  ANALYTICS_LIMITS,
  analyticsEventSchema,
  analyticsJobSchema,
  foldPersian,
  type AnalyticsEvent,
} from '@ela/contracts';
import type { EventRow } from '../events/events.repository';
import { addDays, utcDay } from '../events/partitions';
import type { NewDeadLetter } from '../dead-letters/dead-letters.repository';

/** What one job turns into: rows to store and letters for what cannot be stored. */
export interface ReadJob {
  rows: EventRow[];
  deadLetters: NewDeadLetter[];
}

const MAX_LETTER_CHARS = 16 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads a job as the worker must: trusting nothing the queue holds. A job that is not a batch
 * becomes one dead letter; inside a batch each event stands alone, so one bad event never keeps
 * the others out. An event outside the kept period (past the retention, or further from its
 * arrival than the gateway allows) is a dead letter too: it has no partition to go to.
 */
export function readJob(data: unknown, now: number, retentionDays: number): ReadJob {
  const frame = analyticsJobSchema.safeParse(data);
  if (!frame.success) {
    return {
      rows: [],
      deadLetters: [letter(`بستهٔ رویدادها خوانا نیست: ${firstIssue(frame.error)}`, data, null)],
    };
  }
  const { receivedAt, events } = frame.data;
  const arrived = Date.parse(receivedAt);
  const oldestDay = addDays(utcDay(now), -retentionDays);
  const read: ReadJob = { rows: [], deadLetters: [] };
  for (const raw of events) {
    const parsed = analyticsEventSchema.safeParse(raw);
    if (!parsed.success) {
      read.deadLetters.push(letter(`رویداد خوانا نیست: ${firstIssue(parsed.error)}`, raw, receivedAt));
      continue;
    }
    const event = parsed.data;
    const at = Date.parse(event.timestamp);
    const outside =
      at > arrived + ANALYTICS_LIMITS.maxFutureMs ||
      at < arrived - ANALYTICS_LIMITS.maxAgeMs ||
      utcDay(at) < oldestDay;
    if (outside) read.deadLetters.push(letter('زمان رویداد بیرون از دورهٔ نگه‌داری است', raw, receivedAt));
    else read.rows.push(rowOf(event, receivedAt));
  }
  return read;
}

/** A letter for something that could not be stored, with the reason the database gave. */
export function refusedRow(row: EventRow, reason: string): NewDeadLetter {
  return letter(`پایگاه داده رویداد را نپذیرفت: ${reason}`, row, row.receivedAt);
}

function rowOf(event: AnalyticsEvent, receivedAt: string): EventRow {
  // Searches are counted by a folded key, so «كفش» and «کفش  » are one term.
  const payload =
    event.eventType === 'search'
      ? { ...event.payload, termKey: searchKey(event.payload.term) }
      : event.payload;
  return {
    eventId: event.eventId,
    occurredAt: new Date(event.timestamp).toISOString(),
    eventType: event.eventType,
    anonId: event.client.anonId,
    userId: event.client.userId,
    payload,
    clientVersion: event.meta.clientVersion,
    userAgent: event.client.userAgent,
    receivedAt,
  };
}

/** The key a search term is counted under: folded Persian, lower case, single spaces. */
export function searchKey(term: string): string {
  return foldPersian(term).toLowerCase().replace(/\s+/g, ' ').trim();
}

function letter(reason: string, content: unknown, receivedAt: string | null): NewDeadLetter {
  const payload = (JSON.stringify(content) ?? String(content)).slice(0, MAX_LETTER_CHARS);
  const eventId = (content as { eventId?: unknown } | null)?.eventId;
  return {
    fingerprint: createHash('sha256').update(`${reason}\n${payload}`).digest('hex'),
    eventId: typeof eventId === 'string' && UUID.test(eventId) ? eventId : null,
    reason,
    payload,
    receivedAt: receivedAt && !Number.isNaN(Date.parse(receivedAt)) ? receivedAt : null,
  };
}

function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  return issue ? `«${issue.path.map(String).join('.') || '—'}» ${issue.message}` : '';
}
