import type { CategoryNode } from '@ela/contracts';
import { http } from '@ela/web-kit';

/** GET /categories/tree-mode: every live category, nested (the categories page, breadcrumbs). */
export async function getCategoryTree(_key: string, signal: AbortSignal): Promise<CategoryNode[]> {
  const { data } = await http.get<CategoryNode[]>('/categories/tree-mode', { signal });
  return data;
}
