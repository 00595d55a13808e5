import { z } from 'zod';
import { natsSubjectPrefix } from '@ela/service-kit';

export const gatewayEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  NATS_URL: z.string().url().default('nats://127.0.0.1:4222'),
  NATS_SUBJECT_PREFIX: natsSubjectPrefix,
  /** How long a service may take before the caller gets a 504. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  /** Browser origins allowed to call the API, comma-separated. */
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:3000')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
});
export type GatewayConfig = z.infer<typeof gatewayEnv>;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
