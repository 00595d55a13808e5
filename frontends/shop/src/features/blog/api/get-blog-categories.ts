import type { BlogCategory } from '@ela/contracts';
import { http } from '@ela/web-kit';

/** GET /blog/category/all: the blog's categories in their order. */
export async function getBlogCategories(_key: string, signal: AbortSignal): Promise<BlogCategory[]> {
  const { data } = await http.get<BlogCategory[]>('/blog/category/all', { signal });
  return data;
}
