import type { BlogArticleSummary, Page } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { numberedChunk } from '../../../catalog/api/page-numbers';
import type { PageChunk } from '../../../catalog/hooks/use-paged-list';

export const ARTICLE_PAGE_SIZE = 12;
/** The longest term the API takes. */
export const MAX_TERM_LENGTH = 100;
/** The listing of every category's articles. */
export const ALL_CATEGORIES = 'all';

/** `usePagedList` loader for GET /blog/all, keyed by a blog category's id (or every category). */
export async function loadArticlePage(
  categoryId: string,
  page: number | null,
  signal: AbortSignal,
): Promise<PageChunk<BlogArticleSummary, number>> {
  const { data } = await http.get<Page<BlogArticleSummary>>('/blog/all', {
    params: {
      page: page ?? 1,
      limit: ARTICLE_PAGE_SIZE,
      ...(categoryId === ALL_CATEGORIES ? {} : { categoryId }),
    },
    signal,
  });
  return numberedChunk(data);
}

/** `usePagedList` loader for GET /blog/search/{term} (Arabic and Persian letters alike). */
export async function loadArticleSearchPage(
  term: string,
  page: number | null,
  signal: AbortSignal,
): Promise<PageChunk<BlogArticleSummary, number>> {
  const { data } = await http.get<Page<BlogArticleSummary>>(`/blog/search/${encodeURIComponent(term)}`, {
    params: { page: page ?? 1, limit: ARTICLE_PAGE_SIZE },
    signal,
  });
  return numberedChunk(data);
}
