// First: tracing instruments the PostgreSQL driver as it loads (off unless a collector is set).
import '@ela/service-kit/tracing/register';
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import {
  ConfigError,
  createLogger,
  loadConfig,
  migrateLocked,
  postgresOptions,
  startHealthServer,
  startMetrics,
} from '@ela/service-kit';
import { analyticsWorkerEnv, type AnalyticsWorkerConfig } from './config';
import { ENTITIES, MIGRATIONS } from './schema';
import { EventsRepository } from './events/events.repository';
import { PartitionMaintenance } from './events/partition-maintenance';
import { DeadLettersRepository } from './dead-letters/dead-letters.repository';
import { EventStore } from './ingestion/event-store';
import { BulkWriter } from './ingestion/bulk-writer';
import { EventsWorker } from './ingestion/events-worker';

/** Jobs that arrive within this long of each other are written together. */
const LINGER_MS = 20;
/** Two writes at once keep the database busy while the next batch is gathered. */
const WRITES_AT_ONCE = 2;

/**
 * The analytics worker: a process of its own (`dist/worker.main.js`), so operators scale it apart
 * from the service that answers the dashboard. It needs PostgreSQL and Redis, not NATS.
 */
async function main(config: AnalyticsWorkerConfig): Promise<void> {
  const logger = createLogger('analytics-worker', config.LOG_LEVEL);
  startMetrics('analytics-worker');
  const db = await new DataSource(postgresOptions(config.DATABASE_URL, ENTITIES, MIGRATIONS)).initialize();
  await migrateLocked(db);
  const events = new EventsRepository(db);
  const maintenance = new PartitionMaintenance(events, config.ANALYTICS_RETENTION_DAYS, logger);
  await maintenance.start();
  const writer = new BulkWriter(
    new EventStore(events, new DeadLettersRepository(db)),
    { maxRows: config.ANALYTICS_WRITE_BATCH, lingerMs: LINGER_MS, parallel: WRITES_AT_ONCE },
    logger,
  );
  const worker = new EventsWorker(
    writer,
    {
      redisUrl: config.REDIS_URL,
      prefix: config.NATS_SUBJECT_PREFIX,
      concurrency: config.ANALYTICS_WORKER_CONCURRENCY,
      lockMs: config.ANALYTICS_WORKER_LOCK_MS,
      retentionDays: config.ANALYTICS_RETENTION_DAYS,
    },
    logger,
  );
  worker.start();
  const health = startHealthServer(
    config.HEALTH_PORT,
    { database: () => db.query('SELECT 1'), redis: () => worker.ping() },
    logger,
  );
  logger.info('analytics worker ready');

  const stop = async (signal: string) => {
    logger.info({ signal }, 'stopping');
    health.close();
    const forced = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS);
    await worker.stop();
    await maintenance.stop();
    await db.destroy();
    clearTimeout(forced);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

try {
  const config = loadConfig(analyticsWorkerEnv);
  main(config).catch((error: unknown) => {
    process.stderr.write(
      `analytics worker failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(1);
  });
} catch (error) {
  process.stderr.write(`analytics worker: ${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}
