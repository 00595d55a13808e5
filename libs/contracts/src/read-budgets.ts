import type { ReadBudget, RouteDef } from './route';

/**
 * The budget one request of a row spends from its address, or null for rows no read budget
 * covers (writes, and reads that need a login: those have limits of their own or none needed).
 * Public reads are `read`; a row marked `search`, or a listing asked to filter by text (`q`),
 * is a `search`: a text filter is the one query that cannot use an index's order and costs most.
 */
export function readBudgetOf(row: RouteDef, query: unknown): ReadBudget | null {
  if (row.method !== 'GET' || (row.access !== 'public' && row.access !== 'optional-user')) return null;
  if (row.budget) return row.budget;
  const q = (query as { q?: unknown } | null | undefined)?.q;
  return typeof q === 'string' && q.trim() !== '' ? 'search' : 'read';
}
