import { CONTENT_EVENTS, type EventData } from '@ela/contracts';
import { releaseImage, type MediaStore } from '@ela/media';
import { DurableConsumer, type Logger } from '@ela/service-kit';
import type { GatewayConfig } from '../config';

/**
 * Deletes the files of images a service has let go. One durable consumer shared by every gateway
 * replica, so each release is carried out by one of them; no inbox is needed, since deleting
 * twice changes nothing. The event is acknowledged only once every file is gone, and a delete
 * that fails (the store away) is tried again until it succeeds.
 */
export function mediaReleaseConsumer(
  media: MediaStore,
  config: GatewayConfig,
  logger: Logger,
): DurableConsumer<typeof CONTENT_EVENTS.mediaReleased> {
  return new DurableConsumer({
    name: 'gateway-media-release',
    events: [CONTENT_EVENTS.mediaReleased],
    natsUrl: config.NATS_URL,
    prefix: config.NATS_SUBJECT_PREFIX,
    logger,
    handle: async (event) => {
      const { keys } = event.data as EventData<typeof CONTENT_EVENTS.mediaReleased>;
      const releasedAt = new Date(event.occurredAt);
      for (const key of keys) {
        const deleted = await releaseImage(media, key, releasedAt);
        logger.info({ key, files: deleted.length, eventId: event.id }, 'released image deleted');
      }
    },
  });
}
