import { z } from 'zod';
import { idSchema } from '../common.schemas';
import { defineEvent } from './event';
import { mediaReleased } from './media-released';

const changed = z.object({ id: idSchema }).strict();

/** Something shoppers see in the catalog changed; edge caches drop catalog reads on any of these. */
export const CATALOG_EVENTS = {
  productChanged: defineEvent('catalog.product.changed.v1', changed),
  inventoryChanged: defineEvent('catalog.inventory.changed.v1', changed),
  categoryChanged: defineEvent('catalog.category.changed.v1', changed),
  colorChanged: defineEvent('catalog.color.changed.v1', changed),
  designChanged: defineEvent('catalog.design.changed.v1', changed),
  /** Not a change shoppers see: the gateway deletes the images' files (see `mediaReleased`). */
  mediaReleased: defineEvent('catalog.media.released.v1', mediaReleased),
} as const;
