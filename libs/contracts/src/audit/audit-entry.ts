import { z } from 'zod';
import { idSchema, listQuery } from '../common.schemas';
import { safeText } from '../text';
import type { Role } from '../enums';
import type { HttpMethod } from '../route';

/** An audit log's query: newest first, paged, optionally one admin, one entity or a span of time. */
export const auditLogQuery = listQuery(['newest'])
  .omit({ q: true })
  .extend({
    actorId: idSchema.optional().describe('Only what this administrator did'),
    entityId: safeText().min(1).max(100).optional().describe('Only what was done to this entity'),
    // With an offset, so nobody has to guess which time zone a bare date meant.
    from: z.iso.datetime({ offset: true }).optional().describe('From this moment on (inclusive)'),
    to: z.iso.datetime({ offset: true }).optional().describe('Before this moment (exclusive)'),
  });
export type AuditLogQuery = z.output<typeof auditLogQuery>;

/** One administrator write as the service that owns the data recorded it. */
export interface AuditEntry {
  id: string;
  /** When the write was accepted, before it ran. */
  at: string;
  actorId: string;
  actorRole: Role;
  /**
   * The route row: its method and its path in the table's `{name}` form; `NATS` and the subject
   * for an internal row (one the gateway does not route, such as deactivating an admin).
   */
  method: HttpMethod | 'NATS';
  path: string;
  subject: string;
  /** The path's id, or the id of what the write created; null when there is neither. */
  entityId: string | null;
  /** The HTTP status it was answered with; null if the outcome could not be written down. */
  status: number | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string;
}
