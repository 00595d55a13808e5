import type { BlogArticle, BlogArticleSummary, Page } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { orNotFound } from '../../../catalog/api/not-found';

/** How many related articles an article shows under it. */
export const RELATED_COUNT = 4;

/** GET /blog/byTitle/{title}: the article the shop's address names; null when there is none. */
export async function getArticleByTitle(title: string, signal: AbortSignal): Promise<BlogArticle | null> {
  const url = `/blog/byTitle/${encodeURIComponent(title)}`;
  return (await orNotFound(http.get<BlogArticle>(url, { signal })))?.data ?? null;
}

/** GET /blog/story: the article /ela-story shows; null while none is published. */
export async function getStory(_key: string, signal: AbortSignal): Promise<BlogArticle | null> {
  return (await orNotFound(http.get<BlogArticle>('/blog/story', { signal })))?.data ?? null;
}

/** GET /blog/articles/{id}/{page}/{limit}: the first articles related to one. */
export async function getRelated(id: string, signal: AbortSignal): Promise<BlogArticleSummary[]> {
  const { data } = await http.get<Page<BlogArticleSummary>>(`/blog/articles/${id}/1/${RELATED_COUNT}`, {
    signal,
  });
  return data.items;
}
