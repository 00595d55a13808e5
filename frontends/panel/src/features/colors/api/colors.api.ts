import type { Color, CreateColorBody, Page, UpdateColorBody } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../../../shared/api/fresh';

/** GET /products/colors: one page, by name or newest first. */
export async function getColors(query: Record<string, string | number>, signal?: AbortSignal) {
  const { data } = await http.get<Page<Color>>('/products/colors', { ...FRESH, params: query, signal });
  return data;
}

export async function getColor(id: string, signal?: AbortSignal): Promise<Color> {
  const { data } = await http.get<Color>(`/products/colors/${id}`, { ...FRESH, signal });
  return data;
}

export async function createColor(body: CreateColorBody): Promise<Color> {
  const { data } = await http.post<Color>('/products/colors', body);
  return data;
}

export async function updateColor(id: string, body: UpdateColorBody): Promise<Color> {
  const { data } = await http.patch<Color>(`/products/colors/${id}`, body);
  return data;
}

/** DELETE /products/colors/{id}: refused (409) while an inventory uses the colour. */
export async function deleteColor(id: string): Promise<void> {
  await http.delete(`/products/colors/${id}`);
}
