import { MEDIA_OWNERS, MEDIA_RELEASE_CONSUMER, type EventData, type MediaOwner } from '@ela/contracts';
import { deleteImageFiles, type MediaStore } from '@ela/media';
import { DurableConsumer, RetryLater, type Logger } from '@ela/service-kit';
import type { GatewayConfig } from '../config';
import type { MediaOwners } from './media-owners';
import type { UploadsInFlight } from './uploads-in-flight';

export interface MediaReleaseDeps {
  media: MediaStore;
  owners: MediaOwners;
  uploads: UploadsInFlight;
  config: GatewayConfig;
  logger: Logger;
}

type Released = EventData<MediaOwner['released']>;

/**
 * Deletes the files of images an owner has let go, once no owner uses them: keys are content
 * hashes, so a toddler's photo and a category's poster made of the same bytes are one picture.
 * One durable consumer per owner's stream, shared by every gateway replica, so each release is
 * carried out by one of them. The event is acknowledged only once the picture is gone or found in
 * use; otherwise it comes back, so a crash at any step leaves the files, never an owner without
 * them. Running it twice changes nothing.
 */
export function mediaReleaseConsumers(deps: MediaReleaseDeps): DurableConsumer<MediaOwner['released']>[] {
  return MEDIA_OWNERS.map(
    (owner) =>
      new DurableConsumer<MediaOwner['released']>({
        name: MEDIA_RELEASE_CONSUMER,
        events: [owner.released],
        natsUrl: deps.config.NATS_URL,
        prefix: deps.config.NATS_SUBJECT_PREFIX,
        logger: deps.logger,
        handle: async (event) => {
          const { keys } = event.data as Released;
          await deleteUnused(deps, keys, { eventId: event.id, by: owner.service });
        },
      }),
  );
}

/**
 * The order matters. The time is taken first, then uploads on their way are looked at, then the
 * owners asked: an upload that began after the look wrote its files after that time, and is left
 * by `deleteImageFiles`; one that was on its way is waited for; one that had ended is known to
 * its owner when asked.
 */
export async function deleteUnused(
  { media, owners, uploads, logger }: Omit<MediaReleaseDeps, 'config'>,
  keys: string[],
  context: { eventId: string; by: string },
): Promise<void> {
  const askedAt = new Date();
  if (await uploads.anyOf(keys)) throw new RetryLater('an upload of the same picture is on its way');
  const used = await owners.inUse(keys);
  let recent = 0;
  for (const key of keys) {
    if (used.has(key)) {
      logger.info({ key, ...context }, 'released image kept: another owner uses it');
      continue;
    }
    const outcome = await deleteImageFiles(media, key, askedAt);
    recent += outcome.recent.length;
    logger.info({ key, files: outcome.deleted.length, ...context }, 'released image deleted');
  }
  if (recent) throw new RetryLater('a file of a released picture was just written; asking its owners again');
}
