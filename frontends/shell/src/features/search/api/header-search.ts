import type { SearchHit } from '@ela/contracts';
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

/** Pictures are served by the API's gateway, at paths relative to the API base. */
export function mediaUrl(path: string): string {
  return `${http.defaults.baseURL ?? ''}${path}`;
}

/** The search results page of a term. */
export function searchPath(term: string): string {
  return `/search/${encodeURIComponent(term)}`;
}
