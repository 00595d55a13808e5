import { Module } from '@nestjs/common';
import { MediaUsesRepository } from './media-uses.repository';
import { MediaReleases } from './media-releases';
import { MediaHandlers } from './media.handlers';

/**
 * The images the catalog refers to, letting go of those it no longer does, and answering the
 * gateway which ones it still uses. It reads the aggregates' tables by SQL and imports none of
 * their modules, so it sits under categories, designs and inventories like the read model.
 */
@Module({
  providers: [MediaUsesRepository, MediaReleases],
  controllers: [MediaHandlers],
  exports: [MediaReleases],
})
export class MediaModule {}
