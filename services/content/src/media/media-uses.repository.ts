import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MediaUses } from '@ela/service-kit';

/**
 * Whether something of the service refers to image `k`: a toddler's photo (until it is rejected),
 * an article's poster or text image, binned articles included (they may be restored), or any
 * `/media/<key>-…` address written into an article's text.
 */
const USED = `(
  EXISTS (SELECT 1 FROM toddler t WHERE t.photo_key = k AND t.status <> 'rejected')
  OR EXISTS (
    SELECT 1 FROM article a
    WHERE a.poster_key = k
       OR a.content_images @> jsonb_build_array(jsonb_build_object('key', k))
       OR strpos(a.content, '/media/' || k || '-') > 0
  )
)`;

/** Where the content service refers to a stored image. */
@Injectable()
export class MediaUsesRepository extends MediaUses {
  constructor(@InjectDataSource() db: DataSource) {
    super(db, USED);
  }
}
