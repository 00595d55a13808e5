import { z } from 'zod';
import { accessTokenVerifierEnv } from './access-tokens/access-token-config';
import { isCommittedSecret } from './committed-secrets';
import { DEV_SECRET_DEFAULTS, isDevMode } from './dev-keys';

export const natsSubjectPrefix = z
  .string()
  .regex(/^([\w-]+\.)?$/, 'a NATS token followed by a dot, or empty')
  .default('');

/**
 * `development` and `test` get the committed dev keys; anything else, unset included, is
 * production: a forgotten NODE_ENV must not quietly run with keys everyone knows.
 */
export const nodeEnv = z.enum(['development', 'production', 'test']).default('production');

/** Settings every service shares; a service extends this with its own. */
export const baseServiceEnv = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().url().default('nats://127.0.0.1:4222'),
  /** Put before every subject, so that separate copies of the shop can share one NATS server. */
  NATS_SUBJECT_PREFIX: natsSubjectPrefix,
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(2000),
  /** Every service verifies the caller's token itself. */
  ...accessTokenVerifierEnv.shape,
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Parses the environment once at boot; every bad or missing variable is named. Secrets get the
 * dev keys as defaults only in development and test; in production every variable the schema
 * reads is also checked against the secrets ever committed to this repository.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const dev = isDevMode(env.NODE_ENV);
  const result = schema.safeParse(dev ? { ...DEV_SECRET_DEFAULTS, ...env } : env);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(problems);
  }
  const committed = dev ? [] : Object.keys(result.data as object).filter((key) => isCommitted(env[key]));
  if (committed.length) {
    throw new ConfigError(
      committed.map((key) => `${key}: this value is committed in the repository; generate a real one`),
    );
  }
  return result.data;
}

const isCommitted = (value: string | undefined) => value !== undefined && isCommittedSecret(value);
