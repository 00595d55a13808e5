import { DEFAULT_PAGE_SIZE } from './common.schemas';

/**
 * Edge views: public answers a service keeps in Redis, ready to send, so the gateway serves a
 * miss of its edge cache with one GET instead of a NATS round trip. The owning service writes
 * a view before it publishes the event that announces the change, so a reader who follows the
 * event never finds the view behind it. A missing key, a tombstone or a Redis that cannot
 * answer sends the request to the service as before.
 */
export const EDGE_VIEWS = {
  inventoryById: 'catalog:view:inventory:id:',
  inventoryByName: 'catalog:view:inventory:name:',
  productById: 'catalog:view:product:id:',
  /** The product page's list of a product's colours and designs (`PRODUCT_PAGE_SIBLINGS`). */
  productSiblings: 'catalog:view:product:siblings:',
} as const;
export type EdgeView = keyof typeof EDGE_VIEWS;

/**
 * How the product page asks for every live inventory of a product, by name: the one listing kept
 * as an edge view, so the page's reads all come from views. At most `limit` of them are shown.
 */
export const PRODUCT_PAGE_SIBLINGS = { sort: 'name', limit: 100 } as const;

/**
 * Which view answers a route, and what names the entry: a path parameter, or a query key when
 * the rest of the query is exactly `with` (any other query goes to the service). Values as parsed.
 */
export type EdgeViewRef =
  | { view: EdgeView; param: string }
  | {
      view: EdgeView;
      query: string;
      with: Readonly<Record<string, string | number>>;
      /**
       * Sorts in which the gateway may page the kept list itself, when it holds the whole list
       * (its `total` fits `with.limit`): a query of the key, one of these sorts, any `limit` and
       * `page`, and nothing else (see `edgeViewCut`).
       */
      reorders?: readonly string[];
    };

/** A page the gateway cuts from a view's whole list: the entry, and the sort, page and size asked. */
export interface EdgeViewCut {
  entry: string;
  sort: string;
  page: number;
  limit: number;
}

/** How long a key that no longer names anything remembers its last version, in seconds. */
export const EDGE_VIEW_TOMBSTONE_SECONDS = 24 * 60 * 60;

export function edgeViewKey(prefix: string, view: EdgeView, value: string | number): string {
  return `${prefix}${EDGE_VIEWS[view]}${value}`;
}

/**
 * A stored value is `<version>\n<json>`; the version lets a late write never replace a newer
 * one, and an empty json is a tombstone.
 */
export function edgeViewValue(version: number | string, json: string): string {
  return `${version}\n${json}`;
}

/** The json a stored value holds, or null for a tombstone or nothing. */
export function edgeViewBody(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const body = stored.slice(stored.indexOf('\n') + 1);
  return body.length ? body : null;
}

/**
 * The value naming a route's view entry in this request, or null when the view cannot answer it.
 * `params` as parsed; `query` as sent (a query the view answers must be exactly the one it keeps).
 */
export function edgeViewEntry(
  ref: EdgeViewRef,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
): string | null {
  const named = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  if ('param' in ref) return named(params[ref.param]);
  const keys = Object.keys(query);
  const exact =
    keys.length === Object.keys(ref.with).length + 1 &&
    keys.every(
      (key) => key === ref.query || (key in ref.with && String(query[key]) === String(ref.with[key])),
    );
  return exact ? named(query[ref.query]) : null;
}

/**
 * The page to cut from a view's list for this query, or null when the view cannot answer it that
 * way. `query` as sent and already valid for the route (absent `page` and `limit` take the
 * listing's defaults).
 */
export function edgeViewCut(ref: EdgeViewRef, query: Record<string, unknown>): EdgeViewCut | null {
  if ('param' in ref || !ref.reorders) return null;
  const { [ref.query]: entry, sort, page = '1', limit = String(DEFAULT_PAGE_SIZE), ...rest } = query;
  const whole = (value: unknown) =>
    typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (typeof entry !== 'string' || typeof sort !== 'string' || Object.keys(rest).length) return null;
  if (!ref.reorders.includes(sort) || !(whole(page) >= 1) || !(whole(limit) >= 1)) return null;
  return { entry, sort, page: whole(page), limit: whole(limit) };
}
