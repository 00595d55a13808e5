import { auditActionTitle, type AuditEntry } from '@ela/contracts';
import { formatJalaliDateTime, toPersianDigits } from '@ela/web-kit';
import { browserName } from '../browser-name';

// Only for an entry whose row was since removed from the table: the kind of change at least.
const ACTIONS: Record<AuditEntry['method'], string> = {
  GET: 'خواندن',
  POST: 'افزودن',
  PUT: 'ویرایش',
  PATCH: 'ویرایش',
  DELETE: 'حذف',
  NATS: 'کار داخلی',
};

/** When, in the Jalali calendar with Persian digits; the exact moment stays in `dateTime`. */
export function WhenCell({ entry }: { entry: AuditEntry }) {
  return <time dateTime={entry.at}>{formatJalaliDateTime(entry.at)}</time>;
}

/** Who: «شما» for the admin looking, else the start of the admin's id (the whole id on hover). */
export function ActorCell({ entry, selfId }: { entry: AuditEntry; selfId: string | undefined }) {
  if (entry.actorId === selfId) return <strong>شما</strong>;
  return (
    <code dir="ltr" title={entry.actorId}>
      {entry.actorId.slice(0, 8)}
    </code>
  );
}

/** What: the write in Persian words from its route row; the row as the API names it on hover. */
export function ActionCell({ entry }: { entry: AuditEntry }) {
  return (
    <span className="audit-log__action" title={`${entry.method} ${entry.path}`}>
      {auditActionTitle(entry) ?? ACTIONS[entry.method]}
    </span>
  );
}

/** On what: the start of the entity's id, enough to tell two apart (the whole id on hover). */
export function EntityCell({ entry }: { entry: AuditEntry }) {
  if (!entry.entityId) return '—';
  return (
    <code dir="ltr" className="audit-log__entity" title={entry.entityId}>
      {entry.entityId.slice(0, 8)}
    </code>
  );
}

/** How it ended: a write that could not be followed to its end shows as unknown. */
export function OutcomeCell({ entry }: { entry: AuditEntry }) {
  if (entry.status === null) return <span className="panel-badge">نامشخص</span>;
  if (entry.status < 400) return <span className="panel-badge">انجام شد</span>;
  return <span className="panel-badge panel-badge--deleted">رد شد ({toPersianDigits(entry.status)})</span>;
}

/** From where: the address, and under it the browser in words (the full user agent on hover). */
export function AddressCell({ entry }: { entry: AuditEntry }) {
  return (
    <span className="audit-log__address">
      <bdi dir="ltr">{entry.ip ?? '—'}</bdi>
      {entry.userAgent && (
        <span className="panel-muted audit-log__agent" title={entry.userAgent}>
          {browserName(entry.userAgent)}
        </span>
      )}
    </span>
  );
}
