import { z } from 'zod';
import { listQuery } from '../common.schemas';
import { safeText } from '../text';

export interface Color {
  id: string;
  name: string;
  /** #rrggbb */
  hex: string;
  createdAt: string;
  updatedAt: string;
}

export const createColorBody = z
  .object({
    name: safeText().min(1).max(60).describe('Colour name, e.g. سرمه‌ای'),
    hex: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'رنگ باید به شکل #RRGGBB باشد')
      .transform((v) => v.toLowerCase())
      .describe('Colour as #rrggbb'),
  })
  .strict();
export const updateColorBody = createColorBody.partial().strict();
export type CreateColorBody = z.infer<typeof createColorBody>;
export type UpdateColorBody = z.infer<typeof updateColorBody>;

export const listColorsQuery = listQuery(['name', 'newest'] as const);
