import { HOME_PAGE_READS, type Category } from '@ela/contracts';
import { http } from '@ela/web-kit';

/** GET /categories/all-main-categories: the top-level categories, in order (the front page's read). */
export async function getMainCategories(_key: string, signal: AbortSignal): Promise<Category[]> {
  const { data } = await http.get<Category[]>(HOME_PAGE_READS.categories, { signal });
  return data;
}
