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
  shop('/ela-story'),
  shop('/blog'),
  shop('/blog/{title}'),
  shop('/categories'),
  shop('/category/{id}'),
  shop('/category/{id}/subCategories'),
  { path: '/login', owner: 'shell', layout: 'blank' },
  shop('/league'),
  shop('/league/toddlers'),
  shop('/league/toddlers/upload'),
  shop('/product'),
  shop('/product/{inventoryName}', { bottomNav: false }),
  // The spec's /search/{id}: its id is the search term, any text, so it is written as a name here.
  shop('/search/{term}'),
  shop('/payment/parsian/verify'),
  shop('/payment/zarinpal/verify'),
  ...[
    '/basket',
    // Not in the spec's list: where a basket becomes an order, and MockTest's stand-in gateway page.
    '/checkout',
    '/payment/mock/{id}',
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
  return hit?.screen ?? null;
}
