import { z } from 'zod';
import { idSchema } from '../common.schemas';
import { defineEvent } from './event';
import { mediaReleased } from './media-released';

const changed = z.object({ id: idSchema }).strict();

/** Something readers see in the blog or the league changed; edge caches drop content reads on any. */
export const CONTENT_EVENTS = {
  articleChanged: defineEvent('content.article.changed.v1', changed),
  categoryChanged: defineEvent('content.blog-category.changed.v1', changed),
  toddlerChanged: defineEvent('content.toddler.changed.v1', changed),
  /** Not a change readers see: the gateway deletes the images' files (see `mediaReleased`). */
  mediaReleased: defineEvent('content.media.released.v1', mediaReleased),
} as const;
