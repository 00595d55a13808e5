import { z } from 'zod';
import { ConfigError, baseServiceEnv, loadConfig } from './config';

const schema = baseServiceEnv.extend({ DATABASE_URL: z.string().url() });

describe('loadConfig', () => {
  it('applies defaults and coerces numbers', () => {
    const config = loadConfig(schema, { HEALTH_PORT: '4101', DATABASE_URL: 'postgres://x@h/db' });
    expect(config.HEALTH_PORT).toBe(4101);
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.NODE_ENV).toBe('development');
  });

  it('names every missing or malformed variable', () => {
    let error: unknown;
    try {
      loadConfig(schema, { HEALTH_PORT: 'eighty', NATS_URL: 'not a url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as ConfigError).message;
    expect(text).toMatch(/HEALTH_PORT/);
    expect(text).toMatch(/NATS_URL/);
    expect(text).toMatch(/DATABASE_URL/);
  });
});
