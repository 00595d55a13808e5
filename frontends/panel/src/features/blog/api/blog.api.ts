import type {
  ArticleStatus,
  BlogArticle,
  BlogArticleSummary,
  ContentImage,
  Page,
  UpdateArticleBody,
} from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../../../shared/api/fresh';
import type { ProgressListener } from '../../../shared/images/use-upload';

/** Uploads on a slow line take longer than the client's usual patience. */
const UPLOAD = { timeout: 120_000 };

/** GET /blog/manage: live articles, drafts too, by status, category and text. */
export async function getManagedArticles(query: Record<string, string | number>, signal?: AbortSignal) {
  const { data } = await http.get<Page<BlogArticleSummary>>('/blog/manage', {
    ...FRESH,
    params: query,
    signal,
  });
  return data;
}

export async function getManagedArticle(id: string, signal?: AbortSignal): Promise<BlogArticle> {
  const { data } = await http.get<BlogArticle>(`/blog/manage/${id}`, { ...FRESH, signal });
  return data;
}

/** GET /blog/deleted-blogs: the recycle bin, last deleted first. */
export async function getDeletedArticles(query: Record<string, string | number>, signal?: AbortSignal) {
  const { data } = await http.get<Page<BlogArticleSummary>>('/blog/deleted-blogs', {
    ...FRESH,
    params: query,
    signal,
  });
  return data;
}

export interface NewArticle {
  title: string;
  summary: string;
  content: string;
  categoryId: string;
  author: string;
  status: ArticleStatus;
  poster: File;
}

/** POST /blog, multipart: the fields, and the poster in `file`. */
export async function createArticle(
  article: NewArticle,
  onUploadProgress?: ProgressListener,
): Promise<BlogArticle> {
  const form = new FormData();
  const { poster, ...fields } = article;
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', poster);
  const { data } = await http.post<BlogArticle>('/blog', form, { ...UPLOAD, onUploadProgress });
  return data;
}

export async function updateArticle(id: string, body: UpdateArticleBody): Promise<BlogArticle> {
  const { data } = await http.patch<BlogArticle>(`/blog/${id}`, body);
  return data;
}

/** DELETE /blog/{id}: to the recycle bin. */
export async function deleteArticle(id: string): Promise<void> {
  await http.delete(`/blog/${id}`);
}

/** PATCH /blog/restore/{id}: back from the bin (409 when a live article took its title). */
export async function restoreArticle(id: string): Promise<BlogArticle> {
  const { data } = await http.patch<BlogArticle>(`/blog/restore/${id}`);
  return data;
}

function imageForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** POST /blog/uploadContentImage/{id}: an image for the text; answers where it is served. */
export async function uploadContentImage(
  id: string,
  file: File,
  onUploadProgress?: ProgressListener,
): Promise<ContentImage> {
  const { data } = await http.post<ContentImage>(`/blog/uploadContentImage/${id}`, imageForm(file), {
    ...UPLOAD,
    onUploadProgress,
  });
  return data;
}

/** POST /blog/uploadPosterImage/{id}: a new poster. */
export async function uploadPoster(
  id: string,
  file: File,
  onUploadProgress?: ProgressListener,
): Promise<BlogArticle> {
  const { data } = await http.post<BlogArticle>(`/blog/uploadPosterImage/${id}`, imageForm(file), {
    ...UPLOAD,
    onUploadProgress,
  });
  return data;
}
