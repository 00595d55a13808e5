import {
  isAdminWrite,
  type AuditEntry,
  type BoundRouteDef,
  type Caller,
  type ClientInfo,
  type Role,
} from '@ela/contracts';

/** What the hook writes before an audited write runs. */
export interface NewAuditEntry {
  requestId: string;
  actorId: string;
  actorRole: Role;
  method: AuditEntry['method'];
  path: string;
  subject: string;
  entityId: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** The parts of a bound request (see `RouteRequest`) an entry is made of. */
export interface AuditedRequest {
  requestId: string;
  caller: Caller | null;
  client: ClientInfo | null;
  params: unknown;
}

const ENTITY_ID_MAX = 100;

/** Admin writes are audited; reads change nothing, and customers' own writes are not admin actions. */
// The rule lives in contracts, beside the Persian names the panel shows for these writes.
export function isAuditedWrite(row: BoundRouteDef): boolean {
  return isAdminWrite(row);
}

/**
 * The entity a write is about, from its path: `{id}`, else the last `{…Id}` segment (in
 * `/products/inventory/{productId}/{inventoryId}` the inventory is what is deleted).
 */
export function entityOfPath(row: BoundRouteDef, params: unknown): string | null {
  if (!('path' in row)) return null;
  const names = [...row.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const name = names.includes('id') ? 'id' : names.filter((n) => n.endsWith('Id')).at(-1);
  const value = name ? (params as Record<string, unknown> | null)?.[name] : undefined;
  return idText(value);
}

/** The id of what a write answered with (what it created or changed), if it has one. */
export function entityOfResult(result: unknown): string | null {
  return typeof result === 'object' && result !== null ? idText((result as { id?: unknown }).id) : null;
}

/** The row to open for an admin's write, before it runs. */
export function newAuditEntry(row: BoundRouteDef, request: AuditedRequest): NewAuditEntry {
  if (!request.caller) throw new Error(`audited route ${row.subject} ran without a caller`);
  return {
    requestId: request.requestId,
    actorId: request.caller.id,
    actorRole: request.caller.role,
    method: 'method' in row ? row.method : 'NATS',
    path: 'path' in row ? row.path : row.subject,
    subject: row.subject,
    entityId: entityOfPath(row, request.params),
    ip: printable(request.client?.ip),
    userAgent: printable(request.client?.userAgent),
  };
}

function idText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value.slice(0, ENTITY_ID_MAX) : null;
}

// PostgreSQL text cannot hold NUL, and a refused insert would refuse the admin's write.
function printable(value: string | undefined): string | null {
  return value ? value.replace(/\p{Cc}/gu, '') : null;
}
