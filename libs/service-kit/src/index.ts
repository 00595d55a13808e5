export * from './config';
export * from './logger';
export * from './request-context';
export * from './service-error';
export * from './database-error';
export * from './refused-as';
export * from './envelope-input';
export * from './health-server';
export * from './data-source';
export * from './list-query';
export * from './plain-rows';
export * from './one-statement';
export * from './one-statement.migration';
export * from './reused-for-a-while';
export * from './prefix-query';
export * from './rpc-error.filter';
export * from './request-context.interceptor';
export * from './boot';
export * from './nats/namespaced-nats.server';
export * from './nats/service-request';
export * from './nats/service-requests';
export * from './nats/service-clients.module';
export * from './access-tokens/index';
export * from './caller-verifier';
export * from './dev-keys';
export * from './secret-schemas';
export * from './route-binding';
export * from './outbox/index';
export * from './idempotency/index';
export * from './audit/index';
export * from './metrics/metrics';
export * from './queues/service-queue';
export * from './tracing/trace-context';
export * from './nats/nats-connection';
export * from './media/media-uses';
export * from './limits/redis-budget';
export {
  configProblems,
  freshPublicKeys,
  freshSigningKeys,
  productionVerifierEnv,
} from './testing/config-checks';
