export * from './idempotency';
export * from './idempotency.migration';
export * from './idempotency.module';
export * from './request-fingerprint';
