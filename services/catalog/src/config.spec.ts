import { DEV_PUBLIC_KEYS, configProblems, loadConfig, productionVerifierEnv } from '@ela/service-kit';
import { catalogEnv } from './config';

const production = productionVerifierEnv();
const problemsOf = (env: NodeJS.ProcessEnv) => configProblems(catalogEnv, env);

describe('catalog config', () => {
  it('starts in development with nothing set, on the local database and Redis and the dev keys', () => {
    expect(loadConfig(catalogEnv, { NODE_ENV: 'development' })).toMatchObject({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ela_catalog',
      REDIS_URL: 'redis://127.0.0.1:6379',
      HEALTH_PORT: 4101,
      ACCESS_TOKEN_PUBLIC_KEYS: DEV_PUBLIC_KEYS,
    });
  });

  it('refuses to start outside development without the verifier keys, an unset NODE_ENV included', () => {
    for (const env of [{ NODE_ENV: 'production' }, {}]) {
      const text = problemsOf(env);
      for (const name of ['ACCESS_TOKEN_PUBLIC_KEYS', 'CLIENT_STAMP_PUBLIC_KEYS'])
        expect(text).toMatch(new RegExp(`${name}: required`));
    }
  });

  it('starts in production with generated keys, and refuses the dev ones there', () => {
    expect(problemsOf(production)).toBe('');
    const dev = { ...production, ACCESS_TOKEN_PUBLIC_KEYS: JSON.stringify(DEV_PUBLIC_KEYS) };
    expect(problemsOf(dev)).toMatch(/ACCESS_TOKEN_PUBLIC_KEYS: this value is committed/);
  });

  it('refuses addresses that are not URLs and a health port out of range, naming each', () => {
    const text = problemsOf({
      ...production,
      DATABASE_URL: 'ela_catalog',
      REDIS_URL: '127.0.0.1:6379',
      HEALTH_PORT: '70000',
    });
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'HEALTH_PORT'])
      expect(text).toMatch(new RegExp(`${name}:`));
  });
});
