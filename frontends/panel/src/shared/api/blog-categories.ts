import type { BlogCategory } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from './fresh';

/** GET /blog/category/all: every blog category in order (a handful: no paging); the blog's listing and form pick from it. */
export async function getBlogCategories(signal?: AbortSignal): Promise<BlogCategory[]> {
  const { data } = await http.get<BlogCategory[]>('/blog/category/all', { ...FRESH, signal });
  return data;
}
