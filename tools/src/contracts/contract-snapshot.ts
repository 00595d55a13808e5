import { z } from 'zod';
import * as contracts from '@ela/contracts';
import { INTERNAL_ROUTES, ROUTES, schemaOf, type BoundRouteDef, type EventDef } from '@ela/contracts';
import type { Schema } from './json-schema-compat';

/** A request a neighbour may send: who may, where it goes, and what it must look like. */
export interface RequestContract {
  subject: string;
  access: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
}

/**
 * What running neighbours rely on, in JSON Schema: every public route (by method and path),
 * every internal subject, and the data of every event (by its versioned subject).
 */
export interface ContractSnapshot {
  routes: Record<string, RequestContract>;
  internal: Record<string, RequestContract>;
  events: Record<string, Schema>;
}

function schema(zodSchema: z.ZodType, io: 'input' | 'output'): Schema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(zodSchema, { io, unrepresentable: 'any' });
  return rest as Schema;
}

function requestOf(row: BoundRouteDef): RequestContract {
  const parts: RequestContract = { subject: row.subject, access: row.access };
  for (const where of ['params', 'query', 'body'] as const) {
    const part = schemaOf(row, where);
    if (part) parts[where] = schema(part, 'input');
  }
  return parts;
}

/** Every event the contracts declare, found by shape so none can be left off a list. */
function declaredEvents(): EventDef[] {
  const found = new Map<string, EventDef>();
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 2) return;
    const candidate = value as Partial<EventDef>;
    if (typeof candidate.subject === 'string' && typeof candidate.domain === 'string' && candidate.schema)
      found.set(candidate.subject, candidate as EventDef);
    else for (const inner of Object.values(value)) visit(inner, depth + 1);
  };
  for (const value of Object.values(contracts)) visit(value, 0);
  return [...found.values()];
}

export function contractSnapshot(): ContractSnapshot {
  const sorted = <T>(entries: [string, T][]) =>
    Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    routes: sorted(ROUTES.map((row) => [`${row.method} ${row.path}`, requestOf(row)])),
    internal: sorted(INTERNAL_ROUTES.map((row) => [row.subject, requestOf(row)])),
    events: sorted(declaredEvents().map((event) => [event.subject, schema(event.schema, 'output')])),
  };
}
