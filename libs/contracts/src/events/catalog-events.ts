import { defineEvent, defineNotice } from './event';
import { mediaReleased } from './media-released';

/** Something shoppers see in the catalog changed; edge caches drop catalog reads on any of these. */
export const CATALOG_EVENTS = {
  productChanged: defineNotice('catalog.product.changed.v1'),
  inventoryChanged: defineNotice('catalog.inventory.changed.v1'),
  categoryChanged: defineNotice('catalog.category.changed.v1'),
  colorChanged: defineNotice('catalog.color.changed.v1'),
  designChanged: defineNotice('catalog.design.changed.v1'),
  /** Not a change shoppers see: the gateway deletes the images' files (see `mediaReleased`). */
  mediaReleased: defineEvent('catalog.media.released.v1', mediaReleased),
} as const;
