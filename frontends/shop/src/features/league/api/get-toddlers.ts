import type { Page, Toddler } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { numberedChunk } from '../../../catalog/api/page-numbers';
import type { PageChunk } from '../../../catalog/hooks/use-paged-list';

export const GALLERY_PAGE_SIZE = 24;
/** The gallery of every approved toddler, rather than those of one name. */
export const EVERYONE = '';

/** `usePagedList` loader for the gallery: GET /toddler/all, or /toddler/byName/{name} for a name. */
export async function loadGalleryPage(
  name: string,
  page: number | null,
  signal: AbortSignal,
): Promise<PageChunk<Toddler, number>> {
  const url = name === EVERYONE ? '/toddler/all' : `/toddler/byName/${encodeURIComponent(name)}`;
  const { data } = await http.get<Page<Toddler>>(url, {
    params: { page: page ?? 1, limit: GALLERY_PAGE_SIZE },
    signal,
  });
  return numberedChunk(data);
}

/** GET /toddler/mine: the caller's own entries, waiting, approved or rejected (with the reason). */
export async function getMyToddlers(_key: string, signal: AbortSignal): Promise<Toddler[]> {
  const { data } = await http.get<Page<Toddler>>('/toddler/mine', { params: { limit: 48 }, signal });
  return data.items;
}
