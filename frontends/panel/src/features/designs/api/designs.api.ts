import type { Design, Page } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../../../shared/api/fresh';
import type { ProgressListener } from '../../../shared/images/use-upload';

/** GET /products/designs: one page, by name or newest first. */
export async function getDesigns(query: Record<string, string | number>, signal?: AbortSignal) {
  const { data } = await http.get<Page<Design>>('/products/designs', { ...FRESH, params: query, signal });
  return data;
}

export async function getDesign(id: string, signal?: AbortSignal): Promise<Design> {
  const { data } = await http.get<Design>(`/products/designs/${id}`, { ...FRESH, signal });
  return data;
}

/**
 * POST /products/designs (no id) or PATCH /products/designs/{id}, multipart: the name, and the image
 * in `file` when one was chosen.
 */
export async function saveDesign(
  id: string | null,
  fields: { name: string; file: File | null },
  onUploadProgress?: ProgressListener,
): Promise<Design> {
  const form = new FormData();
  form.append('name', fields.name);
  if (fields.file) form.append('file', fields.file);
  const config = { onUploadProgress, timeout: 120_000 };
  const { data } = id
    ? await http.patch<Design>(`/products/designs/${id}`, form, config)
    : await http.post<Design>('/products/designs', form, config);
  return data;
}

/** DELETE /products/designs/{id}: refused (409) while an inventory uses the design. */
export async function deleteDesign(id: string): Promise<void> {
  await http.delete(`/products/designs/${id}`);
}
