import { z } from 'zod';
import { baseServiceEnv } from '@ela/service-kit';

export const catalogEnv = baseServiceEnv.extend({
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/ela_catalog'),
  /** Where the edge views live that the gateway answers catalog misses from. */
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(4101),
});
export type CatalogConfig = z.infer<typeof catalogEnv>;
