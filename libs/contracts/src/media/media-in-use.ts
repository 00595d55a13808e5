import { z } from 'zod';
import { imageKey } from '../catalog/image';

/** Image keys the gateway is about to delete the files of: which does the service still refer to? */
export const mediaInUseBody = z.object({ keys: z.array(imageKey).min(1).max(100) }).strict();
export type MediaInUseBody = z.infer<typeof mediaInUseBody>;

/** Those of the keys asked about that the service refers to anywhere, binned rows included. */
export interface MediaInUse {
  inUse: string[];
}
