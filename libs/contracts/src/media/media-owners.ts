import { SUBJECTS } from '../subjects';
import { CATALOG_EVENTS } from '../events/catalog-events';
import { CONTENT_EVENTS } from '../events/content-events';

/**
 * Every service that keeps image keys. Keys are content hashes, so one picture can belong to
 * several of them at once: each announces the keys it let go (`released`) and answers which keys
 * it still uses (`inUse`), and the gateway deletes a picture's files only when none of them does.
 * A service whose rows take uploads must be here (`media-owners.spec.ts`).
 */
export const MEDIA_OWNERS = [
  { service: 'catalog', inUse: SUBJECTS.catalog.media.inUse, released: CATALOG_EVENTS.mediaReleased },
  { service: 'content', inUse: SUBJECTS.content.media.inUse, released: CONTENT_EVENTS.mediaReleased },
] as const;
export type MediaOwner = (typeof MEDIA_OWNERS)[number];

/** The gateway's durable consumer of releases, one on each owner's stream, shared by its replicas. */
export const MEDIA_RELEASE_CONSUMER = 'gateway-media-release';
