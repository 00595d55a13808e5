import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CONTENT_EVENTS } from '@ela/contracts';
import { Outbox } from '@ela/service-kit';
import { MediaUsesRepository } from './media-uses.repository';

/**
 * Lets go of images the service stopped using: those nothing else of the service still refers to
 * are announced as `content.media.released.v1`, in the transaction that stopped using them, and
 * the gateway deletes their files unless another service uses the same picture. A photo of a
 * child must not outlive its place in the league.
 */
@Injectable()
export class MediaReleases {
  constructor(
    private readonly uses: MediaUsesRepository,
    private readonly outbox: Outbox,
  ) {}

  async release(tx: EntityManager, keys: readonly string[]): Promise<void> {
    const unused = await this.uses.unused(tx, keys);
    if (unused.length) await this.outbox.add(tx, CONTENT_EVENTS.mediaReleased, { keys: unused });
  }
}
