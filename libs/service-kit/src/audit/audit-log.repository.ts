import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuditEntry, AuditLogQuery, Page } from '@ela/contracts';
import type { NewAuditEntry } from './audit-entry';

interface AuditRow {
  id: string;
  at: Date;
  actor_id: string;
  actor_role: AuditEntry['actorRole'];
  method: AuditEntry['method'];
  path: string;
  subject: string;
  entity_id: string | null;
  status: number | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string;
}

/** The `audit_entry` table of the service it runs in. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly db: DataSource) {}

  /** Writes an entry before the write runs; its outcome is filled in by `close`. */
  async open(entry: NewAuditEntry): Promise<string> {
    const id = randomUUID();
    await this.db.query(
      `INSERT INTO audit_entry
         (id, actor_id, actor_role, method, path, subject, entity_id, ip, user_agent, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        entry.actorId,
        entry.actorRole,
        entry.method,
        entry.path,
        entry.subject,
        entry.entityId,
        entry.ip,
        entry.userAgent,
        entry.requestId,
      ],
    );
    return id;
  }

  /** Records how the write ended; the entity it created fills in an id the path did not give. */
  async close(id: string, status: number, entityId: string | null): Promise<void> {
    await this.db.query(
      'UPDATE audit_entry SET status = $2, entity_id = COALESCE(entity_id, $3) WHERE id = $1',
      [id, status, entityId],
    );
  }

  /** One page, newest first, narrowed by whichever filters the query sets. */
  async list(query: AuditLogQuery): Promise<Page<AuditEntry>> {
    const where: string[] = [];
    const values: unknown[] = [];
    const filter = (sql: string, value: unknown) => {
      values.push(value);
      where.push(sql.replace('?', `$${values.length}`));
    };
    if (query.actorId) filter('actor_id = ?', query.actorId);
    if (query.entityId) filter('entity_id = ?', query.entityId);
    if (query.from) filter('at >= ?', query.from);
    if (query.to) filter('at < ?', query.to);
    const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const offset = (query.page - 1) * query.limit;
    const [rows, [{ total }]] = await Promise.all([
      this.db.query<AuditRow[]>(
        `SELECT * FROM audit_entry ${condition} ORDER BY at DESC, id DESC
         LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, query.limit, offset],
      ),
      this.db.query<[{ total: number }]>(
        `SELECT count(*)::int AS total FROM audit_entry ${condition}`,
        values,
      ),
    ]);
    return { items: rows.map(toEntry), total, page: query.page, limit: query.limit };
  }
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actor_id,
    actorRole: row.actor_role,
    method: row.method,
    path: row.path,
    subject: row.subject,
    entityId: row.entity_id,
    status: row.status,
    ip: row.ip,
    userAgent: row.user_agent,
    requestId: row.request_id,
  };
}
