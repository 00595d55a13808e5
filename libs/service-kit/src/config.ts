import { z } from 'zod';

export const natsSubjectPrefix = z
  .string()
  .regex(/^([\w-]+\.)?$/, 'a NATS token followed by a dot, or empty')
  .default('');

/** Settings every service shares; a service extends this with its own. */
export const baseServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().url().default('nats://127.0.0.1:4222'),
  /** Put before every subject, so that separate copies of the shop can share one NATS server. */
  NATS_SUBJECT_PREFIX: natsSubjectPrefix,
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(2000),
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once at boot; every bad or missing variable is named. */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(problems);
}
