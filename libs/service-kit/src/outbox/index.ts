export * from './outbox';
export * from './outbox-relay';
export * from './outbox.migration';
export * from './outbox.module';
export * from './durable-consumer';
export * from './event-consumer';
export * from './event-follower';
export * from './event-streams';
