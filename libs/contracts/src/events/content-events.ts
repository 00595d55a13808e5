import { defineEvent, defineNotice } from './event';
import { mediaReleased } from './media-released';

/** Something readers see in the blog or the league changed; edge caches drop content reads on any. */
export const CONTENT_EVENTS = {
  articleChanged: defineNotice('content.article.changed.v1'),
  categoryChanged: defineNotice('content.blog-category.changed.v1'),
  toddlerChanged: defineNotice('content.toddler.changed.v1'),
  /** Not a change readers see: the gateway deletes the images' files (see `mediaReleased`). */
  mediaReleased: defineEvent('content.media.released.v1', mediaReleased),
} as const;
