import { HOME_PAGE_READS, type Category, type SearchHit } from '@ela/contracts';
import { http } from '@ela/web-kit';

export const SUGGESTION_LIMIT = 8;

/** GET /search/header-search: suggestions as people type (inventories first, then categories). */
export async function getSuggestions(q: string, signal: AbortSignal): Promise<SearchHit[]> {
  const { data } = await http.get<SearchHit[]>('/search/header-search', {
    params: { q, limit: SUGGESTION_LIMIT },
    signal,
  });
  return data;
}

let mains: Promise<Category[]> | null = null;

/**
 * The main categories, offered when a search finds nothing; asked for once per page (the front
 * page's own read, so usually answered from the browser's cache). A failure is not worth a toast.
 */
export function getMainCategories(): Promise<Category[]> {
  mains ??= http
    .get<Category[]>(HOME_PAGE_READS.categories, { quiet: true })
    .then(({ data }) => data)
    .catch(() => {
      mains = null;
      return [];
    });
  return mains;
}

/** Pictures are served by the API's gateway, at paths relative to the API base. */
export function mediaUrl(path: string): string {
  return `${http.defaults.baseURL ?? ''}${path}`;
}
