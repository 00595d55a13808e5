import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MediaUses } from '@ela/service-kit';

/**
 * Whether something of the catalog refers to image `k`: a category's poster, a design's picture or
 * an inventory's gallery, binned categories and inventories included (they may be restored). A
 * product's picture is always the first of one of its inventories', so it needs no look of its own.
 */
const USED = `(
  EXISTS (SELECT 1 FROM category c WHERE c.poster_desktop = k OR c.poster_mobile = k)
  OR EXISTS (SELECT 1 FROM design d WHERE d.image_key = k)
  OR EXISTS (SELECT 1 FROM inventory i WHERE i.images @> ARRAY[k])
)`;

/** Where the catalog refers to a stored image. */
@Injectable()
export class MediaUsesRepository extends MediaUses {
  constructor(@InjectDataSource() db: DataSource) {
    super(db, USED);
  }
}
