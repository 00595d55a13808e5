import { z } from 'zod';
import { listQuery } from '../common.schemas';
import { uploadedImage, type ImageRef } from './image';
import { safeText } from '../text';

export interface Design {
  id: string;
  name: string;
  image: ImageRef | null;
  createdAt: string;
  updatedAt: string;
}

/** Body of POST /products/designs (multipart: fields plus an optional `file`). */
export const createDesignBody = z
  .object({
    name: safeText().min(1).max(80).describe('Design name, e.g. چهارخانه'),
    upload: uploadedImage.optional().describe('Set by the gateway from the `file` part'),
  })
  .strict();
export const updateDesignBody = createDesignBody.partial().strict();
export type CreateDesignBody = z.infer<typeof createDesignBody>;
export type UpdateDesignBody = z.infer<typeof updateDesignBody>;

export const listDesignsQuery = listQuery(['name', 'newest'] as const);
