import { Module } from '@nestjs/common';
import { MediaUsesRepository } from './media-uses.repository';
import { MediaReleases } from './media-releases';
import { MediaHandlers } from './media.handlers';

/**
 * The images the blog and the league refer to, letting go of those they no longer do, and
 * answering the gateway which ones they still use.
 */
@Module({
  providers: [MediaUsesRepository, MediaReleases],
  controllers: [MediaHandlers],
  exports: [MediaReleases],
})
export class MediaModule {}
