/**
 * What `npm start` and `npm run dev` use of the stack, as an entry of its own
 * (`@ela/stack/orchestrator`): the package's index also loads the tests' helpers, and with them the
 * service kit (NestJS, TypeORM), the S3 client and ajv, which the orchestrator would hold for the
 * whole run.
 */
export { NATS_SERVER_INSTALL, findNatsServer } from './nats-server';
export { infrastructure, missingDependencies } from './infrastructure';
export { natsPermissionsFromEnv, startOwnNats, type OwnNats } from './own-nats';
export { natsUrlAs } from './nats-users';
export { stackConfigFromEnv, type StackConfig } from './stack-config';
export { startStack, type Stack } from './stack';
