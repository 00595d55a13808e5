import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS, type MediaInUse } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { MediaUsesRepository } from './media-uses.repository';

const s = SUBJECTS.catalog.media;

/** The gateway asks before it deletes a picture's files: another owner's release is not ours. */
@Controller()
export class MediaHandlers {
  constructor(private readonly uses: MediaUsesRepository) {}

  @Handles(s.inUse)
  async inUse(@Payload() req: RouteRequest<typeof s.inUse>): Promise<MediaInUse> {
    return { inUse: await this.uses.inUse(req.body.keys) };
  }
}
