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
} as const;
export type EdgeView = keyof typeof EDGE_VIEWS;

/** Which view answers a route, and which path parameter (as parsed) names the entry. */
export interface EdgeViewRef {
  view: EdgeView;
  param: string;
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
