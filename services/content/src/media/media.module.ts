import { Module } from '@nestjs/common';
import { MediaUsesRepository } from './media-uses.repository';
import { MediaReleases } from './media-releases';

/** The images the blog and the league refer to, and letting go of those they no longer do. */
@Module({
  providers: [MediaUsesRepository, MediaReleases],
  exports: [MediaReleases],
})
export class MediaModule {}
