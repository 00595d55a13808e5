import { z } from 'zod';
import { baseServiceEnv } from '@ela/service-kit';

/** The base settings carry NATS, the subject prefix and the access-token verifier's keys. */
export const contentEnv = baseServiceEnv.extend({
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/ela_content'),
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(4105),
});
export type ContentConfig = z.infer<typeof contentEnv>;
