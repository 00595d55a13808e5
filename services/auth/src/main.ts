// First: tracing instruments the PostgreSQL driver as it loads (off unless a collector is set).
import '@ela/service-kit/tracing/register';
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import { bootService, type CallerVerifier } from '@ela/service-kit';
import { CALLER_VERIFIER, authEnv } from './config';
import { AppModule } from './app.module';
import { REDIS } from './redis.provider';

void bootService({
  name: 'auth',
  env: authEnv,
  module: (config) => AppModule.register(config),
  callerVerifier: (app) => app.get<CallerVerifier>(CALLER_VERIFIER),
  readiness: (app) => ({
    database: () => app.get(DataSource).query('SELECT 1'),
    redis: () => app.get<Redis>(REDIS).ping(),
  }),
});
