import type { Page, ToddlerForReview, UpdateToddlerBody } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../../../shared/api/fresh';

/** GET /toddler/review: entries in one state (waiting ones by default), oldest first by default. */
export async function getReviewQueue(query: Record<string, string | number>, signal?: AbortSignal) {
  const { data } = await http.get<Page<ToddlerForReview>>('/toddler/review', {
    ...FRESH,
    params: query,
    signal,
  });
  return data;
}

/** PATCH /toddler/{id}: approve, reject with a reason for the parent, or edit. */
export async function reviewToddler(id: string, body: UpdateToddlerBody): Promise<ToddlerForReview> {
  const { data } = await http.patch<ToddlerForReview>(`/toddler/${id}`, body);
  return data;
}

export async function removeToddler(id: string): Promise<void> {
  await http.delete(`/toddler/${id}`);
}
