import { INTERNAL_ROUTES, ROUTES } from '../routes';
import type { BoundRouteDef } from '../route';
import type { AuditEntry } from './audit-entry';

/** Admin writes are audited: reads change nothing, and customers' own writes are not admin actions. */
export function isAdminWrite(row: BoundRouteDef): boolean {
  return row.access === 'admin' && (!('method' in row) || row.method !== 'GET');
}

/**
 * Whether the gateway stamps the client's address and browser on a row's requests (an Ed25519
 * signature each, the largest share of a write's CPU in the gateway): rows whose handler reads them
 * (`client: true`) and admin writes, which the audit log records with them. A service's handler
 * that reads the client on any other row fails (`route-binding.ts`).
 */
export function carriesClient(row: BoundRouteDef): boolean {
  return ('client' in row && row.client === true) || isAdminWrite(row);
}

/** The Persian name of every audited write by its subject, read from the route rows' `title`. */
export const AUDIT_ACTION_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  ([...ROUTES, ...INTERNAL_ROUTES] as readonly BoundRouteDef[])
    .filter((row) => isAdminWrite(row) && row.title)
    .map((row) => [row.subject, row.title as string]),
);

/** What an entry's write did, in Persian; undefined only for a subject no row has any more. */
export function auditActionTitle(entry: Pick<AuditEntry, 'subject'>): string | undefined {
  return AUDIT_ACTION_TITLES[entry.subject];
}
