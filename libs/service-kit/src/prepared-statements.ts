import { createHash } from 'node:crypto';
import { Client } from 'pg';

/** Most statements one connection keeps prepared; later ones are parsed and planned each time. */
export const PREPARED_PER_CONNECTION = 300;
/** Most statement texts whose names are remembered in the process; past it, names are worked out again. */
const NAMES_KEPT = 2_000;

const names = new Map<string, string | null>();
// pg's overloads cannot be overridden one by one: every shape goes through this untyped door.
const send = Client.prototype.query as (this: Client, ...args: unknown[]) => never;

/**
 * A PostgreSQL connection that prepares every statement sent with parameters under a name drawn
 * from its text, so PostgreSQL parses and plans it once per connection instead of on every call
 * (TypeORM sends each statement unnamed). A text with a `*` in it (`count(*)` aside) stays
 * unnamed: a prepared `SELECT *` or `RETURNING *` would fail once a migration changed its table's
 * columns under it. The stars `asOneStatement` writes over its own WITH queries' RETURNING lists
 * (`part0.*`, `part0_rows.*`) name no table's columns.
 * See docs/decisions/prepared-statements.md.
 */
export class PreparingClient extends Client {
  private readonly prepared = new Set<string>();

  override query(config: unknown, values?: unknown, callback?: unknown): never {
    if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0)
      return send.call(this, config, values, callback);
    const name = nameOf(config);
    if (!name || (!this.prepared.has(name) && this.prepared.size >= PREPARED_PER_CONNECTION))
      return send.call(this, config, values, callback);
    this.prepared.add(name);
    return send.call(this, { name, text: config, values }, callback);
  }
}

/** The statement's name, or null for a text that must stay unnamed. */
export function nameOf(text: string): string | null {
  let name = names.get(text);
  if (name !== undefined) return name;
  name = expandsStar(text) ? null : `s_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  if (names.size >= NAMES_KEPT) names.clear();
  names.set(text, name);
  return name;
}

/** A `*` other than `count(*)`'s may stand for a table's columns, which a migration can change. */
function expandsStar(text: string): boolean {
  return text
    .replaceAll('count(*)', '')
    .replaceAll('part0.*', '')
    .replaceAll('part0_rows.*', '')
    .includes('*');
}
