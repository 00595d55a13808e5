import { SEARCH_TERM_MAX_LENGTH, type Inventory, type Page } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { numberedChunk } from '../../../catalog/api/page-numbers';
import type { PageChunk } from '../../../catalog/hooks/use-paged-list';

export const SEARCH_PAGE_SIZE = 20;
/** The longest term the API takes. */
export const MAX_TERM_LENGTH = SEARCH_TERM_MAX_LENGTH;

/** `usePagedList` loader for GET /products/inventory/search (Persian-aware, product numbers too). */
export async function loadSearchPage(
  term: string,
  page: number | null,
  signal: AbortSignal,
): Promise<PageChunk<Inventory, number>> {
  const { data } = await http.get<Page<Inventory>>('/products/inventory/search', {
    params: { q: term, page: page ?? 1, limit: SEARCH_PAGE_SIZE },
    signal,
  });
  return numberedChunk(data);
}
