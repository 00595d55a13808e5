import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { dropDatabase } from './databases';
import { freePort } from './free-port';
import { deleteEventStreams } from './event-streams-cleanup';
import { natsUrlAs, startNatsWithUsers } from './nats-users';
import { deleteQueueKeys } from './queue-keys-cleanup';
import {
  APP_NAMES,
  SERVICE_DATABASES,
  stackConfigFromEnv,
  startStack,
  type AppName,
  type Stack,
  type StackConfig,
} from './stack';

/**
 * A private copy of the stack for one test file: its own ports and its own databases
 * (dropped afterwards), against the PostgreSQL, Redis and NATS named by the environment.
 */
export interface TestStackOptions {
  /** A NATS of the test's own (one it stops and starts), instead of the shared one. */
  natsUrl?: string;
  /** Development mode, as `npm run dev` runs it (see StackConfig.dev). */
  dev?: boolean;
  /**
   * A NATS of the stack's own with every user and the permissions deployments run with: each app
   * connects as itself, the test's own clients as `cli`.
   */
  natsUsers?: boolean;
  /** How many catalogs and gateways to run (one each unless given). */
  replicas?: { catalog?: number; gateway?: number };
}

async function replicaPorts(counts: TestStackOptions['replicas'] = {}): Promise<StackConfig['replicas']> {
  const extra = (n = 1) => Array.from({ length: Math.max(0, n - 1) });
  return {
    catalog: await Promise.all(extra(counts.catalog).map(async () => ({ health: await freePort() }))),
    gateway: await Promise.all(
      extra(counts.gateway).map(async () => ({ port: await freePort(), metrics: await freePort() })),
    ),
  };
}

export async function startTestStack(
  only: readonly AppName[] = APP_NAMES,
  extraEnv: StackConfig['extraEnv'] = {},
  options: TestStackOptions = {},
): Promise<Stack & { dispose(): Promise<void> }> {
  const id = randomBytes(4).toString('hex');
  const base = stackConfigFromEnv(resolve(__dirname, '../../..'));
  const natsPrefix = `test-${id}.`;
  const guarded = options.natsUsers ? await startNatsWithUsers(natsPrefix) : null;
  const users = guarded?.users;
  const config: StackConfig = {
    ...base,
    natsUrl: users ? natsUrlAs(users.url, 'cli', users.passwords.cli) : (options.natsUrl ?? base.natsUrl),
    natsUsers: users,
    replicas: await replicaPorts(options.replicas),
    ports: {
      shell: await freePort(),
      shop: await freePort(),
      panel: await freePort(),
      gateway: await freePort(),
      catalogHealth: await freePort(),
      authHealth: await freePort(),
      ordersHealth: await freePort(),
      gatewayMetrics: await freePort(),
      contentHealth: await freePort(),
      paymentsHealth: await freePort(),
      gatewaySim: await freePort(),
      analyticsHealth: await freePort(),
      analyticsWorkerHealth: await freePort(),
    },
    smsOutboxFile: resolve(__dirname, `../../../var/test-${id}/sms-outbox.jsonl`),
    mediaDir: resolve(__dirname, `../../../var/test-${id}/media`),
    dbPrefix: `ela_test_${id}`,
    natsPrefix,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'warn',
    nodeEnv: 'test',
    dev: options.dev ?? false,
    extraEnv,
    onLine: process.env.TEST_LOGS ? (name, line) => process.stdout.write(`${name} | ${line}\n`) : undefined,
  };
  const stack = await startStack(config, only);
  return Object.assign(stack, {
    async dispose() {
      await stack.stop();
      // Streams are deleted as NATS's operator: no app or tool may do that.
      const operator = users ? natsUrlAs(users.url, 'operator', users.passwords.operator) : config.natsUrl;
      await deleteEventStreams(operator, config.natsPrefix);
      await guarded?.server.dispose();
      await deleteQueueKeys(config.redisUrl, config.natsPrefix);
      for (const service of SERVICE_DATABASES)
        await dropDatabase(config.postgresUrl, `${config.dbPrefix}_${service}`);
      await rm(dirname(config.smsOutboxFile), { recursive: true, force: true });
    },
  });
}
