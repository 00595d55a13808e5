import { z } from 'zod';
import { wholeNumber } from '../../common.schemas';

/** What every catalog row shares: public reads cached for 30 s, writes for admins. */
export const service = 'catalog';
export const read = { access: 'public', service, maxAge: 30 } as const;
export const admin = { access: 'admin', service } as const;
export const pageQuery = z
  .object({
    page: wholeNumber().pipe(z.number().min(1)).default(1),
    limit: wholeNumber().pipe(z.number().min(1).max(100)).default(20),
  })
  .strict();
export const menuQuery = z
  .object({ limit: wholeNumber().pipe(z.number().min(1).max(50)).default(12) })
  .strict();
