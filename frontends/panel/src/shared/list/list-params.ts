/** What a listing screen asks the API for; kept in the address so back, reload and links keep it. */
export interface ListState {
  page: number;
  sort: string;
  q: string;
  filters: Record<string, string>;
}

export interface ListSpec {
  /** Allowed sort keys; the first is the default. */
  sorts: readonly string[];
  /** Names of the filters the listing takes (e.g. categoryId), each a single value. */
  filters?: readonly string[];
  limit: number;
}

/** Reads the listing's state from the address, ignoring anything malformed. */
export function readListState(search: URLSearchParams, spec: ListSpec): ListState {
  const page = Number(search.get('page'));
  const sort = search.get('sort') ?? '';
  const filters: Record<string, string> = {};
  for (const name of spec.filters ?? []) {
    const value = search.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    sort: spec.sorts.includes(sort) ? sort : spec.sorts[0],
    q: search.get('q')?.trim() ?? '',
    filters,
  };
}

/**
 * The address after a change. Anything but a new page number starts again at page 1, since the
 * old page may not exist in a new order or filter. Defaults and empty values are left out.
 */
export function writeListState(
  state: ListState,
  change: Partial<ListState>,
  spec: ListSpec,
): URLSearchParams {
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  const next: ListState = {
    ...state,
    ...change,
    filters: { ...state.filters, ...change.filters },
    page: onlyPage ? (change.page ?? state.page) : 1,
  };
  const search = new URLSearchParams();
  if (next.page > 1) search.set('page', String(next.page));
  if (next.sort !== spec.sorts[0]) search.set('sort', next.sort);
  if (next.q.trim()) search.set('q', next.q.trim());
  for (const [name, value] of Object.entries(next.filters)) if (value) search.set(name, value);
  return search;
}

/** The listing's query for the API: page, limit and sort always; text and filters only when set. */
export function listQuery(state: ListState, spec: ListSpec): Record<string, string | number> {
  const query: Record<string, string | number> = { page: state.page, limit: spec.limit, sort: state.sort };
  if (state.q) query.q = state.q;
  for (const [name, value] of Object.entries(state.filters)) if (value) query[name] = value;
  return query;
}

/** The query of a listing that only pages: page and limit, nothing else. */
export function pageQuery(state: ListState, spec: ListSpec): { page: number; limit: number } {
  return { page: state.page, limit: spec.limit };
}

/** How many pages `total` items fill, at least one. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The page numbers to offer as buttons: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, count: number): Array<number | 'gap'> {
  const wanted = new Set([1, count, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  for (const n of pages) {
    const previous = out.at(-1);
    if (typeof previous === 'number' && n - previous > 1) out.push('gap');
    out.push(n);
  }
  return out;
}
