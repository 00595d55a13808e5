import type { CategoryNode } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { orNotFound } from '../../../catalog/api/not-found';

/** GET /categories/one/{id}: a category with its children; null when there is no such category. */
export async function getCategory(id: string, signal: AbortSignal): Promise<CategoryNode | null> {
  const answer = await orNotFound(http.get<CategoryNode>(`/categories/one/${id}`, { signal }));
  return answer?.data ?? null;
}
