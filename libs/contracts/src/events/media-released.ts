import { z } from 'zod';
import { imageKey } from '../catalog/image';

/**
 * Images a service no longer uses anywhere (a rejected or removed toddler's photo, a replaced
 * poster): the gateway, which keeps the media store, deletes their files unless another owner
 * still uses the same picture (`MEDIA_OWNERS`). A service announces a key only once nothing of
 * its own refers to it any more.
 */
export const mediaReleased = z.object({ keys: z.array(imageKey).min(1).max(100) }).strict();
