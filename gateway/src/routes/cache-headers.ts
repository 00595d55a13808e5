import type { RouteDef } from '@ela/contracts';

/** Public reads may be cached for their max age; everything else, and anything personal, is never stored. */
export function cacheControl(route: RouteDef): string {
  if (route.method === 'GET' && route.access === 'public' && route.maxAge) {
    return `public, max-age=${route.maxAge}, stale-while-revalidate=${route.maxAge}`;
  }
  return 'no-store';
}
