import { ANALYTICS_LIMITS } from '@ela/contracts';
import { DEV_PUBLIC_KEYS, configProblems, loadConfig, productionVerifierEnv } from '@ela/service-kit';
import { analyticsEnv, analyticsWorkerEnv } from './config';

const DAY_MS = 24 * 60 * 60_000;

const production = productionVerifierEnv();
const problemsOf = configProblems;

describe('analytics service config', () => {
  it('starts in development with nothing set, on the local database and the dev keys', () => {
    expect(loadConfig(analyticsEnv, { NODE_ENV: 'development' })).toMatchObject({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ela_analytics',
      HEALTH_PORT: 4106,
      ACCESS_TOKEN_PUBLIC_KEYS: DEV_PUBLIC_KEYS,
    });
  });

  it('refuses to start outside development without the verifier keys, an unset NODE_ENV included', () => {
    for (const env of [{ NODE_ENV: 'production' }, {}]) {
      const text = problemsOf(analyticsEnv, env);
      for (const name of ['ACCESS_TOKEN_PUBLIC_KEYS', 'CLIENT_STAMP_PUBLIC_KEYS'])
        expect(text).toMatch(new RegExp(`${name}: required`));
    }
  });

  it('starts in production with generated keys, and refuses the dev ones there', () => {
    expect(problemsOf(analyticsEnv, production)).toBe('');
    const dev = { ...production, ACCESS_TOKEN_PUBLIC_KEYS: JSON.stringify(DEV_PUBLIC_KEYS) };
    expect(problemsOf(analyticsEnv, dev)).toMatch(/ACCESS_TOKEN_PUBLIC_KEYS: this value is committed/);
  });
});

describe('analytics worker config', () => {
  it('needs no NATS and no keys: it starts in production on defaults, on the service’s database', () => {
    const worker = loadConfig(analyticsWorkerEnv, { NODE_ENV: 'production' });
    expect(worker).toMatchObject({
      DATABASE_URL: loadConfig(analyticsEnv, production).DATABASE_URL,
      REDIS_URL: 'redis://127.0.0.1:6379',
      HEALTH_PORT: 4107,
      ANALYTICS_RETENTION_DAYS: 180,
      ANALYTICS_WORKER_CONCURRENCY: 200,
      ANALYTICS_WRITE_BATCH: 2500,
      ANALYTICS_WORKER_LOCK_MS: 30_000,
    });
    expect(worker).not.toHaveProperty('ACCESS_TOKEN_PUBLIC_KEYS');
  });

  it('keeps events at least a day longer than the oldest event the gateway takes in', () => {
    const oldestDays = ANALYTICS_LIMITS.maxAgeMs / DAY_MS;
    expect(problemsOf(analyticsWorkerEnv, { ANALYTICS_RETENTION_DAYS: String(oldestDays) })).toMatch(
      /ANALYTICS_RETENTION_DAYS:/,
    );
    const config = loadConfig(analyticsWorkerEnv, { ANALYTICS_RETENTION_DAYS: String(oldestDays + 1) });
    expect(config.ANALYTICS_RETENTION_DAYS).toBe(oldestDays + 1);
  });

  it('refuses settings that would stall or overload it, naming each', () => {
    const text = problemsOf(analyticsWorkerEnv, {
      ANALYTICS_WORKER_CONCURRENCY: '0',
      ANALYTICS_WRITE_BATCH: '50000',
      ANALYTICS_WORKER_LOCK_MS: '500',
      NATS_SUBJECT_PREFIX: 'shop',
      REDIS_URL: '127.0.0.1:6379',
    });
    for (const name of [
      'ANALYTICS_WORKER_CONCURRENCY',
      'ANALYTICS_WRITE_BATCH',
      'ANALYTICS_WORKER_LOCK_MS',
      'NATS_SUBJECT_PREFIX',
      'REDIS_URL',
    ])
      expect(text).toMatch(new RegExp(`${name}:`));
  });
});
