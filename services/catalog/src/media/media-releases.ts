import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CATALOG_EVENTS } from '@ela/contracts';
import { Outbox } from '@ela/service-kit';
import { MediaUsesRepository } from './media-uses.repository';

/**
 * Lets go of images the catalog stopped using (a poster or a design's picture replaced, a picture
 * taken out of a gallery, a design deleted): those nothing else of the catalog still refers to are
 * announced as `catalog.media.released.v1`, in the transaction that stopped using them, and the
 * gateway deletes their files unless another service uses the same picture.
 */
@Injectable()
export class MediaReleases {
  constructor(
    private readonly uses: MediaUsesRepository,
    private readonly outbox: Outbox,
  ) {}

  /** Call it after the change is saved in `tx`; keys still in use, or null, are skipped. */
  async release(tx: EntityManager, keys: readonly (string | null)[]): Promise<void> {
    const unused = await this.uses.unused(
      tx,
      keys.filter((key): key is string => key !== null),
    );
    if (unused.length) await this.outbox.add(tx, CATALOG_EVENTS.mediaReleased, { keys: unused });
  }
}
