import { useEffect, useId } from 'react';
import { documentTitle } from '@ela/contracts';

export interface PageMeta {
  /** The page's own title; the shop's (or the panel's) name is added after it. */
  title: string;
  description?: string;
  area?: 'shop' | 'panel';
}

/**
 * Who sets the head: the shell for every screen from its table (`screen`), a page about one thing
 * (a product, a category) with that thing's name (`page`), an error page over both (`error`).
 */
export const META_LEVELS = { screen: 0, page: 1, error: 2 } as const;
export type MetaLevel = keyof typeof META_LEVELS;

interface Claim {
  meta: PageMeta;
  level: number;
  order: number;
}

const claims = new Map<string, Claim>();
let order = 0;

/** Writes the strongest, newest claim into the document; the server wrote the first page's head. */
function apply(): void {
  let best: Claim | undefined;
  for (const claim of claims.values()) {
    if (!best || claim.level > best.level || (claim.level === best.level && claim.order > best.order))
      best = claim;
  }
  if (!best) return;
  document.title = documentTitle(best.meta.title, best.meta.area);
  const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (description && best.meta.description) description.content = best.meta.description;
  // The canonical link the server wrote names the first page; a page reached in the app has its own.
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = `${location.origin}${location.pathname}`;
}

/** Sets the document's title (and description) while the calling component is shown. */
export function usePageMeta(meta: PageMeta | null, level: MetaLevel = 'page'): void {
  const id = useId();
  const { title, description, area } = meta ?? { title: '' };
  useEffect(() => {
    if (!title) return;
    claims.set(id, { meta: { title, description, area }, level: META_LEVELS[level], order: order++ });
    apply();
    return () => {
      claims.delete(id);
      apply();
    };
  }, [id, title, description, area, level]);
}
