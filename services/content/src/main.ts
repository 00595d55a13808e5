// First: tracing instruments the PostgreSQL driver as it loads (off unless a collector is set).
import '@ela/service-kit/tracing/register';
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { bootService } from '@ela/service-kit';
import { contentEnv } from './config';
import { AppModule } from './app.module';

void bootService({
  name: 'content',
  env: contentEnv,
  module: (config) => AppModule.register(config),
  readiness: (app) => ({ database: () => app.get(DataSource).query('SELECT 1') }),
});
