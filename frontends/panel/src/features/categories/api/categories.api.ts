import type { Category, CategoryNode, Page, PosterVariant, UpdateCategoryBody } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../../../shared/api/fresh';
import type { ProgressListener } from '../../../shared/images/use-upload';

export interface CategoryFields {
  name: string;
  description: string;
  parentId: string | null;
  order: number;
}

const UPLOAD_TIMEOUT_MS = 120_000;

/** GET /categories/one/{id}: a live category with its children. */
export async function getCategory(id: string, signal?: AbortSignal): Promise<CategoryNode> {
  const { data } = await http.get<CategoryNode>(`/categories/one/${id}`, { ...FRESH, signal });
  return data;
}

/** POST /categories, multipart: the fields, and the desktop poster in `file` when chosen. */
export async function createCategory(
  fields: CategoryFields,
  file: File | null,
  onUploadProgress?: ProgressListener,
) {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('description', fields.description);
  form.append('parentId', fields.parentId ?? '');
  form.append('order', String(fields.order));
  if (file) form.append('file', file);
  const { data } = await http.post<Category>('/categories', form, {
    onUploadProgress,
    timeout: UPLOAD_TIMEOUT_MS,
  });
  return data;
}

/** PUT /categories/{id}: fields, or `restore: true` to bring it back from the recycle bin. */
export async function updateCategory(id: string, body: UpdateCategoryBody): Promise<Category> {
  const { data } = await http.put<Category>(`/categories/${id}`, body);
  return data;
}

/** POST /categories/image/poster/{id}/{variant}: the desktop or the mobile poster. */
export async function uploadPoster(
  id: string,
  variant: PosterVariant,
  file: File,
  onUploadProgress?: ProgressListener,
) {
  const form = new FormData();
  form.append('file', file);
  const { data } = await http.post<Category>(`/categories/image/poster/${id}/${variant}`, form, {
    onUploadProgress,
    timeout: UPLOAD_TIMEOUT_MS,
  });
  return data;
}

/** DELETE /categories/category/{id}: refused (409) while it has live subcategories or products. */
export async function deleteCategory(id: string): Promise<void> {
  await http.delete(`/categories/category/${id}`);
}

/** GET /products/get-all-removed?kind=product_categories: deleted categories, newest first. */
export async function getDeletedCategories(signal?: AbortSignal): Promise<Page<Category>> {
  const params = { kind: 'product_categories', page: 1, limit: 100 };
  const { data } = await http.get<Page<Category>>('/products/get-all-removed', { ...FRESH, params, signal });
  return data;
}
