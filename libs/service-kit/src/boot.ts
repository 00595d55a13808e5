import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { DynamicModule } from '@nestjs/common';
import type { INestMicroservice } from '@nestjs/common';
import type { z } from 'zod';
import { queueGroup, useFarsiValidationMessages } from '@ela/contracts';
import { ConfigError, loadConfig, type baseServiceEnv } from './config';
import { createLogger, NestPinoLogger } from './logger';
import { RpcErrorFilter } from './rpc-error.filter';
import { RequestContextInterceptor } from './request-context.interceptor';
import { startHealthServer, type ReadinessCheck } from './health-server';
import { NamespacedNatsServer } from './nats/namespaced-nats.server';
import { natsConnection, withoutCredentials } from './nats/nats-connection';
import { RouteBindingInterceptor, type CallerVerifier } from './route-binding';
import { createCallerVerifier } from './caller-verifier';
import { auditHookOf } from './audit/audit.hook';
import { NatsAdminStatusSource } from './access-tokens/nats-admin-status.source';
import { HandlerMetricsInterceptor } from './metrics/handler-metrics.interceptor';
import { startMetrics } from './metrics/metrics';

type BaseEnv = z.infer<typeof baseServiceEnv>;

export interface ServiceDefinition<S extends z.ZodType<BaseEnv>> {
  name: string;
  env: S;
  module: (config: z.infer<S>) => DynamicModule;
  readiness?: (app: INestMicroservice) => Record<string, ReadinessCheck>;
  /**
   * How this service verifies tokens. By default an admin token's status is asked of auth over
   * NATS; auth passes its own verifier, which reads its database.
   */
  callerVerifier?: (app: INestMicroservice) => CallerVerifier;
}

/** Services of this process started and not yet stopped (`npm start` hosts several in one). */
let running = 0;

/**
 * Starts one service on NATS in its queue group, with validated config, JSON logs,
 * health endpoints and a graceful stop: on SIGTERM it stops taking messages,
 * lets in-flight ones finish, then closes.
 */
export async function bootService<S extends z.ZodType<BaseEnv>>(def: ServiceDefinition<S>): Promise<void> {
  let config: z.infer<S>;
  try {
    config = loadConfig(def.env);
  } catch (error) {
    process.stderr.write(`${def.name}: ${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  }
  useFarsiValidationMessages();
  const logger = createLogger(def.name, config.LOG_LEVEL);
  // Nest's own logger is one per process: where services share one, its lines name them all.
  const processLabel = startMetrics(def.name);
  const nestLogger = processLabel === def.name ? logger : createLogger(processLabel, config.LOG_LEVEL);
  try {
    const app = await NestFactory.createMicroservice<MicroserviceOptions>(def.module(config), {
      strategy: new NamespacedNatsServer(
        {
          ...natsConnection(config.NATS_URL, def.name),
          queue: queueGroup(def.name),
          gracefulShutdown: true,
          gracePeriod: config.SHUTDOWN_GRACE_MS,
        },
        config.NATS_SUBJECT_PREFIX,
      ),
      logger: new NestPinoLogger(nestLogger),
    });
    app.useGlobalFilters(new RpcErrorFilter(logger));
    const adminStatus = new NatsAdminStatusSource({
      natsUrl: config.NATS_URL,
      prefix: config.NATS_SUBJECT_PREFIX,
    });
    const verifier =
      def.callerVerifier?.(app) ??
      createCallerVerifier(config, adminStatus, undefined, (error) =>
        logger.warn({ err: error }, 'admin status unavailable; admin token refused'),
      );
    // Services that import AuditLogModule record their admin writes; others have no hook.
    const audit = auditHookOf(app, logger);
    app.useGlobalInterceptors(
      new HandlerMetricsInterceptor(),
      new RequestContextInterceptor(),
      new RouteBindingInterceptor(verifier, audit),
    );

    let natsStatus = 'disconnected';
    app.status.subscribe((status) => (natsStatus = String(status)));
    const checks: Record<string, ReadinessCheck> = {
      nats: async () => {
        if (natsStatus !== 'connected') throw new Error(`nats ${natsStatus}`);
      },
      ...def.readiness?.(app),
    };
    await app.listen();
    const health = startHealthServer(config.HEALTH_PORT, checks, logger);
    logger.info({ nats: withoutCredentials(config.NATS_URL) }, `${def.name} ready`);
    running += 1;

    const stop = async (signal: string) => {
      logger.info({ signal }, 'stopping');
      health.close();
      await app.close();
      await adminStatus.close();
      // A process that runs several services ends when the last of them has finished.
      running -= 1;
      if (running === 0) process.exit(0);
    };
    process.once('SIGTERM', () => void stop('SIGTERM'));
    process.once('SIGINT', () => void stop('SIGINT'));
  } catch (error) {
    logger.fatal({ err: error }, 'failed to start');
    process.exit(1);
  }
}
