import type { BlogCategory, CreateBlogCategoryBody, UpdateBlogCategoryBody } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../../../shared/api/fresh';

export async function getBlogCategory(id: string, signal?: AbortSignal): Promise<BlogCategory> {
  const { data } = await http.get<BlogCategory>(`/blog/category/${id}`, { ...FRESH, signal });
  return data;
}

export async function createBlogCategory(body: CreateBlogCategoryBody): Promise<BlogCategory> {
  const { data } = await http.post<BlogCategory>('/blog/category', body);
  return data;
}

export async function updateBlogCategory(id: string, body: UpdateBlogCategoryBody): Promise<BlogCategory> {
  const { data } = await http.patch<BlogCategory>(`/blog/category/${id}`, body);
  return data;
}

/** DELETE /blog/category/{id}: refused (409) while any article, binned ones too, is in it. */
export async function deleteBlogCategory(id: string): Promise<void> {
  await http.delete(`/blog/category/${id}`);
}
