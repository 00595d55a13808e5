import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Page } from '@ela/contracts';

type Direction = 'ASC' | 'DESC';
/** Columns one sort key orders by, in turn; the last must be unique (an id) so pages never overlap. */
export type ListOrder = Readonly<Record<string, Direction | `${Direction} NULLS LAST`>>;

/** What every listing is asked for: a page in a sort; a listing's query adds `q` and filters to it. */
export interface ListParams<S extends string = string> {
  page: number;
  limit: number;
  sort: S;
}

/** Where the text filter `q` looks: SQL expressions matched anywhere, and how `q` is brought to their form. */
export interface TextSearch {
  in: readonly string[];
  /** E.g. `foldPersian`, when the searched columns hold folded text. */
  fold?: (q: string) => string;
}

type FilterKey<P> = Exclude<keyof P, keyof ListParams | 'q'>;
type Filters<P, T extends ObjectLiteral> = {
  [K in FilterKey<P>]-?: (qb: SelectQueryBuilder<T>, value: Exclude<P[K], undefined>) => void;
};

/**
 * How one listing answers its query. The types make a spec name a way to apply every parameter
 * its query has: a query with `q` needs a `search`, and every other key a filter, so a
 * documented parameter can no longer be accepted and silently ignored.
 */
export type ListSpec<P extends ListParams, T extends ObjectLiteral> = {
  orders: Record<P['sort'], ListOrder>;
} & ('q' extends keyof P ? { search: TextSearch } : { search?: never }) &
  ([FilterKey<P>] extends [never] ? { filters?: never } : { filters: Filters<P, T> });

/** A LIKE pattern matching the text anywhere, with the `%`, `_` and `\` people type taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Narrows to the text filter and every other filter; alone, it also serves a count without the sort. */
export function whereList<P extends ListParams, T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  params: P,
  spec: ListSpec<P, T>,
): SelectQueryBuilder<T> {
  const search = spec.search as TextSearch | undefined;
  const q = (params as { q?: string }).q?.trim();
  const text = q ? (search?.fold ?? ((typed: string) => typed))(q) : '';
  if (search && text) {
    const anyOf = search.in.map((column) => `${column} ILIKE :listText`).join(' OR ');
    qb.andWhere(`(${anyOf})`, { listText: containsPattern(text) });
  }
  const filters = (spec.filters ?? {}) as Record<string, (qb: SelectQueryBuilder<T>, value: unknown) => void>;
  for (const [key, apply] of Object.entries(filters)) {
    const value = (params as Record<string, unknown>)[key];
    if (value !== undefined) apply(qb, value);
  }
  return qb;
}

/** Adds a sort key's columns as the ORDER BY. */
export function orderList<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  order: ListOrder,
): SelectQueryBuilder<T> {
  for (const [column, direction] of Object.entries(order)) {
    const [dir, nulls] = direction.split(' NULLS ') as [Direction, string | undefined];
    qb.addOrderBy(column, dir, nulls ? 'NULLS LAST' : undefined);
  }
  return qb;
}

/** Filters, sorts and pages `qb` as the query asks, and answers the page with the total. */
export async function listPage<P extends ListParams, T extends ObjectLiteral, R>(
  qb: SelectQueryBuilder<T>,
  params: P,
  spec: ListSpec<P, T>,
  toItem: (row: T) => R,
): Promise<Page<R>> {
  whereList(qb, params, spec);
  orderList(qb, spec.orders[params.sort as P['sort']]);
  const [rows, total] = await qb
    .offset((params.page - 1) * params.limit)
    .limit(params.limit)
    .getManyAndCount();
  return { items: rows.map(toItem), total, page: params.page, limit: params.limit };
}
