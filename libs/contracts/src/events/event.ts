import { z } from 'zod';
import { idSchema } from '../common.schemas';

/**
 * A fact one service announces and others react to. Subjects are
 * `<service>.<aggregate>.<past-event>.v<n>`: four tokens, so an event never shares a subject
 * with a request (three tokens), and a JetStream stream per service can hold exactly its events.
 */
export interface EventDef<S extends string = string, T extends z.ZodType = z.ZodType> {
  subject: S;
  /** Owning service: its stream is named after it. */
  domain: string;
  schema: T;
}

/** What travels on JetStream: the event id doubles as the message id, so duplicates are dropped. */
export interface EventMessage<T = unknown> {
  id: string;
  subject: string;
  occurredAt: string;
  data: T;
}

export type EventData<E extends EventDef> = z.output<E['schema']>;

const EVENT_SUBJECT = /^([a-z]+)\.[a-z-]+\.[a-z-]+\.v\d+$/;

/**
 * Declares one versioned event; a changed payload gets a new version, not a changed schema (an
 * optional field may be added: events written before still read).
 */
export function defineEvent<const S extends string, T extends z.ZodType>(
  subject: S,
  schema: T,
): EventDef<S, T> {
  const match = EVENT_SUBJECT.exec(subject);
  if (!match) throw new Error(`event subject ${subject} is not <service>.<aggregate>.<event>.v<n>`);
  return { subject, domain: match[1], schema };
}

/** A notice's payload: which thing changed, and nothing about how. */
const noticeSchema = z.object({ id: idSchema }).strict();

const NOTICES = new Set<string>();

/**
 * Declares a notice: an event that only names a thing that changed, for readers that drop what they
 * hold of it and read it again. Equal notices say nothing more than the last of them, so the relay
 * publishes one of those a batch holds (`isNotice`); on a sale, each order had published one for
 * the inventory it took stock from.
 */
export function defineNotice<const S extends string>(subject: S): EventDef<S, typeof noticeSchema> {
  const def = defineEvent(subject, noticeSchema);
  NOTICES.add(subject);
  return def;
}

/** Whether events of this subject are notices (`defineNotice`). */
export function isNotice(subject: string): boolean {
  return NOTICES.has(subject);
}

/** Subjects of every event of one service, as a stream or a consumer filter names them. */
export function domainEvents(domain: string): string {
  return `${domain}.*.*.*`;
}

/** The stream of one service's events; NATS stream names allow no dots. */
export function eventStreamName(domain: string, prefix = ''): string {
  return `${prefix.replace(/[^\w-]/g, '_')}events-${domain}`;
}
