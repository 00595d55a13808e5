import type { BlogArticle, BlogCategory } from '@ela/contracts';
import type { ApiClient } from './api-client';

// Blog writes through the admin API, shared by tests.

export async function makeBlogCategory(admin: ApiClient, name: string, order = 0): Promise<BlogCategory> {
  const res = await admin.call('POST', '/blog/category', { name, order });
  if (res.status !== 201) throw new Error(`blog category: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Writes an article with its poster, then publishes it unless told to leave it a draft. */
export async function makeArticle(
  admin: ApiClient,
  poster: Buffer,
  fields: { title: string; categoryId: string; content?: string; summary?: string; author?: string },
  status: 'draft' | 'published' = 'published',
): Promise<BlogArticle> {
  const res = await admin.upload(
    'POST',
    '/blog',
    { author: 'تیم اِلا', content: '<p>متن</p>', ...fields, status },
    poster,
    'poster.png',
  );
  if (res.status !== 201) throw new Error(`article: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
