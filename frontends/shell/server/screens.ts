/**
 * Every screen of the product (spec section 2, shared/spec/screens.md): who renders it, in which
 * layout, behind which guard. The shell's server answers 200 only for these paths and its router
 * picks layouts and remotes from them, so both agree on what is a page and what is a 404.
 * Pure data and functions: the Node server and the browser bundle both import this file.
 */
export type ScreenOwner = 'shell' | 'shop' | 'panel';
export type LayoutName = 'default' | 'admin' | 'blank' | 'error';
export type Guard = 'user' | 'admin';

export interface Screen {
  /** The spec's form: `{name}` is one path segment; `{id}` must be a UUID. */
  path: string;
  owner: ScreenOwner;
  layout: LayoutName;
  guard?: Guard;
  /** False where the phone layout hides its bottom navigation bar. */
  bottomNav?: boolean;
  /**
   * The API path (same `{name}` segments) that answers 404 when what the screen shows does not
   * exist: the shell's server asks it, so a missing article or product is a real 404 page.
   */
  exists?: string;
}

const shop = (path: string, extra: Partial<Screen> = {}): Screen => ({
  path,
  owner: 'shop',
  layout: 'default',
  ...extra,
});
const panel = (path: string): Screen => ({
  path: path ? `/panel/${path}` : '/panel',
  owner: 'panel',
  layout: 'admin',
  guard: 'admin',
});
const crud = (base: string, extra: string[] = []) => [base, `${base}/define`, `${base}/{id}`, ...extra];

export const SCREENS: readonly Screen[] = [
  shop('/'),
  shop('/shop'),
  shop('/discount'),
  shop('/ela-story', { exists: '/blog/story' }),
  shop('/blog'),
  shop('/blog/{title}', { exists: '/blog/byTitle/{title}' }),
  shop('/categories'),
  shop('/category/{id}'),
  shop('/category/{id}/subCategories'),
  { path: '/login', owner: 'shell', layout: 'blank' },
  shop('/league'),
  shop('/league/toddlers'),
  // Not guarded in the spec's list: a parent uploads their own toddler's photo, so it needs a login.
  shop('/league/toddlers/upload', { guard: 'user' }),
  shop('/product'),
  shop('/product/{inventoryName}', {
    bottomNav: false,
    exists: '/products/inventory/name/{inventoryName}',
  }),
  // The spec's /search/{id}: its id is the search term, any text, so it is written as a name here.
  shop('/search/{term}'),
  shop('/payment/parsian/verify'),
  shop('/payment/zarinpal/verify'),
  // Not in the spec's list: MockTest's return page (development and tests only), open like the others.
  shop('/payment/mock/verify'),
  ...[
    '/basket',
    // Not in the spec's list: where a basket becomes an order.
    '/checkout',
    '/profile',
    '/profile/gifts',
    '/profile/orders',
    '/profile/orders/{id}',
    '/profile/track-orders',
  ].map((path) => shop(path, { guard: 'user' })),
  { path: '/panel/login', owner: 'shell', layout: 'blank' },
  ...[
    '',
    'information',
    // Not in the spec's list: events the analytics worker could not store (decisions: Analytics).
    'information/dead-letters',
    ...crud('blog', ['blog/removed-blogs']),
    ...crud('blog/categories'),
    ...crud('discount'),
    ...crud('products', ['products/removed-products']),
    ...crud('products/colors'),
    ...crud('products/designs'),
    'products/inventories/{id}',
    ...crud('categories'),
    'transactions',
    'transactions/paid',
    'transactions/payments',
    'transactions/delivered',
    'volumetric-weights',
    // Not in the spec's list: the shipping prices it asks for need a screen (decisions: Shipping).
    'shipping-prices',
    'audit-log',
    // Not in the spec's list: the toddler league's moderation queue.
    'league',
  ].map(panel),
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function segmentMatches(pattern: string, segment: string): boolean {
  if (!pattern.startsWith('{')) return pattern === segment;
  if (segment === '') return false;
  return pattern === '{id}' ? UUID.test(segment) : true;
}

function split(path: string): string[] {
  return path.split('/').slice(1);
}

const compiled = SCREENS.map((screen) => ({ screen, segments: split(screen.path) }));

/** The screen a URL path shows, or null when the path is not a page (a 404). */
export function matchScreen(pathname: string): Screen | null {
  return matchWithParams(pathname)?.screen ?? null;
}

/**
 * Where to ask the API whether what a screen shows exists, its parameters filled in from the
 * path; null for a screen that shows nothing in particular (or no screen at all).
 */
export function existencePath(pathname: string): string | null {
  const match = matchWithParams(pathname);
  if (!match?.screen.exists) return null;
  return match.screen.exists.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(match.params[name]),
  );
}

function matchWithParams(pathname: string): { screen: Screen; params: Record<string, string> } | null {
  // One trailing slash is forgiven, as the router forgives it.
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  let segments: string[];
  try {
    segments = split(path).map(decodeURIComponent);
  } catch {
    return null;
  }
  const hit = compiled.find(
    (entry) =>
      entry.segments.length === segments.length &&
      entry.segments.every((pattern, i) => segmentMatches(pattern, segments[i])),
  );
  if (!hit) return null;
  const params = Object.fromEntries(
    hit.segments.flatMap((pattern, i) =>
      pattern.startsWith('{') ? [[pattern.slice(1, -1), segments[i]]] : [],
    ),
  );
  return { screen: hit.screen, params };
}
