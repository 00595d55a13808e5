import type { Page } from '@ela/contracts';
import type { PageChunk } from '../hooks/use-paged-list';

/**
 * A numbered page as a `usePagedList` chunk: another page follows while fewer than `total` were shown
 * (an empty page ends the listing even if rows vanished meanwhile).
 */
export function numberedChunk<T>(page: Page<T>): PageChunk<T, number> {
  const shown = (page.page - 1) * page.limit + page.items.length;
  return {
    items: page.items,
    total: page.total,
    next: page.items.length > 0 && shown < page.total ? page.page + 1 : null,
  };
}
