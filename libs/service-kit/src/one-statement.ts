import type { EntityManager } from 'typeorm';

/** A data-modifying statement, its parameters `$1`…, to run on its own or as part of one. */
export interface Statement {
  sql: string;
  params: readonly unknown[];
  /**
   * WITH queries `sql` reads (`name AS (…), …`, sharing its parameters): PostgreSQL allows
   * data-modifying ones at the top level only, where `asOneStatement` puts them.
   */
  with?: string;
  /**
   * Set when the statement must answer exactly one row: any other count undoes the whole statement
   * (inside a transaction or not) and `asOneStatement` throws `StatementRefused` with this text.
   * Needs `CreateStatementRefusal1768900000000` in the service's migrations.
   */
  refusal?: string;
}

/** A statement of `asOneStatement` did not answer its one row: nothing any of them changed stands. */
export class StatementRefused extends Error {
  constructor(readonly refusal: string) {
    super(`statement refused: ${refusal}`);
  }
}

/** What the statements run as one answer. */
export interface AsOne {
  /** The first statement's rows (its RETURNING rows, for a change). */
  rows: Record<string, unknown>[];
  /** How many rows each statement answered, in order (null for a change without RETURNING). */
  counts: (number | null)[];
}

/** SQLSTATE `refuse_unless` raises with (the class is this project's own). */
export const REFUSED = 'EL001';

/** A statement that answers rows: a query, or a change with RETURNING. */
const answers = (sql: string) => /^\s*SELECT\b|\bRETURNING\b/i.test(sql);

/**
 * Runs data-modifying statements as the WITH queries of one statement (the first may be a query):
 * one round trip to PostgreSQL where the order's path and a reservation had one each. They see the
 * same snapshot, not each other's changes (PostgreSQL's rule for data-modifying WITH queries), so
 * they must touch different rows. Outside a transaction they commit together as the statement ends,
 * unless a statement's `refusal` stops it first; inside `tx` an error from the caller's checks on the
 * counts undoes them too.
 */
export async function asOneStatement(tx: EntityManager, statements: readonly Statement[]): Promise<AsOne> {
  if (statements.length === 0) throw new Error('asOneStatement needs a statement');
  const params: unknown[] = [];
  const parts = statements.map((s, i) => {
    const offset = params.length;
    params.push(...s.params);
    const shifted = (sql: string) => sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
    return `${s.with ? `${shifted(s.with)}, ` : ''}part${i} AS (${shifted(s.sql)})`;
  });
  // Reading a WITH query's rows runs it, so a refusal sees every change before the statement ends;
  // a statement with one counts 1 when it stands.
  const counted = statements.map((s, i) => {
    if (!answers(s.sql)) {
      if (s.refusal !== undefined) throw new Error('a statement with a refusal answers its rows (RETURNING)');
      return null;
    }
    const count = `(SELECT count(*) FROM part${i})`;
    if (s.refusal === undefined) return `${count}::int AS "#${i}"`;
    params.push(s.refusal);
    return `(CASE WHEN refuse_unless(${count} = 1, $${params.length}) THEN 1 END) AS "#${i}"`;
  });
  const first = answers(statements[0].sql);
  const select = [...(first ? ['part0_rows.*'] : []), ...counted.filter((c) => c !== null), 'true AS "#one"'];
  // The counts come on one row whether or not the first statement returned any. The stars stand
  // for its own RETURNING list, never a table's columns, so the statement may stay prepared.
  const from = first
    ? '(SELECT) AS one LEFT JOIN (SELECT part0.*, true AS "#kept" FROM part0) AS part0_rows ON true'
    : '(SELECT) AS one';
  const answer: Record<string, unknown>[] = await tx
    .query(`WITH ${parts.join(', ')} SELECT ${select.join(', ')} FROM ${from}`, params)
    .catch((error: unknown) => {
      const refusal = refusalOf(error);
      throw refusal !== undefined && statements.some((s) => s.refusal === refusal)
        ? new StatementRefused(refusal)
        : error;
    });
  const counts = counted.map((c, i) => (c === null ? null : (answer[0][`#${i}`] as number)));
  const rows = first
    ? answer
        .filter((row) => row['#kept'])
        .map((row) => {
          const own = { ...row };
          for (const key of Object.keys(own)) if (key.startsWith('#')) delete own[key];
          return own;
        })
    : [];
  return { rows, counts };
}

/** The text `refuse_unless` raised with, if that is what stopped the statement. */
function refusalOf(error: unknown): string | undefined {
  const driver = (error as { driverError?: { code?: unknown; message?: unknown } }).driverError;
  return driver?.code === REFUSED && typeof driver.message === 'string' ? driver.message : undefined;
}
