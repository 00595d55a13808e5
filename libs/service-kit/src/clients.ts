/**
 * What tools and tests need to reach the services as the services reach each other (NATS
 * connections, requests, tokens), without loading NestJS, TypeORM and the rest of the kit:
 * every test file loads the stack's helpers again, and the whole kit cost each one about a second
 * and a half of CPU.
 */
export { natsConnection } from './nats/nats-connection';
export { requestService } from './nats/service-request';
export { AccessTokenSigner } from './access-tokens/access-token-signer';
export type { TokenSubject } from './access-tokens/token-claims';
export { DEV_SIGNING_KEY, DEV_SYSTEM_ADMIN_ID } from './dev-keys';
export { durableConsumerName } from './outbox/durable-consumer';
