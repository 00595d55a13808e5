import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { NatsUser } from '@ela/contracts';
import { natsConnection } from '@ela/service-kit/clients';
import { dropDatabase } from './databases';
import { freePort } from './free-port';
import { deleteEventStreams } from './event-streams-cleanup';
import { natsUrlAs, startNatsWithUsers } from './nats-users';
import { natsPermissionsFromEnv } from './own-nats';
import { deleteQueueKeys } from './queue-keys-cleanup';
import { startStack, type Stack } from './stack';
import {
  APP_NAMES,
  SERVICE_DATABASES,
  stackConfigFromEnv,
  type AppName,
  type StackConfig,
} from './stack-config';

/**
 * A private copy of the stack for one test file: its own ports and its own databases
 * (dropped afterwards), against the PostgreSQL, Redis and NATS named by the environment.
 */
export interface TestStackOptions {
  /** A NATS of the test's own (one it stops and starts), without users, instead of the stack's. */
  natsUrl?: string;
  /** Development mode, as `npm run dev` runs it (see StackConfig.dev). */
  dev?: boolean;
  /**
   * A NATS of the stack's own with every user and the permissions deployments run with, as
   * `npm start` has by default: each app connects as itself, the test's own clients as `cli`
   * (`connectNats` as any other user). On unless `false`, or `natsUrl` is given, or the tests run
   * with `NATS_PERMISSIONS=off` (to debug): then the NATS at NATS_URL, with no users.
   */
  natsUsers?: boolean;
  /** A captcha on the logins, stood in for by the simulator (which the stack then needs). */
  captcha?: StackConfig['captcha'];
  /** How many catalogs and gateways to run (one each unless given). */
  replicas?: { catalog?: number; gateway?: number };
  /**
   * Apps this test stops, kills or restarts alone, or reads per process (their metrics, their
   * settings for tracing): each runs in a process of its own. The others share one.
   */
  ownProcess?: readonly AppName[];
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

export interface TestStack extends Stack {
  /**
   * A connection of the test's own to the stack's NATS as `user`, e.g. to stand in for a service
   * (`orders` publishing its events) or for people inspecting NATS (`operator`); on a NATS without
   * users, a plain one.
   */
  connectNats(user?: NatsUser): Promise<NatsConnection>;
  dispose(): Promise<void>;
}

export async function startTestStack(
  only: readonly AppName[] = APP_NAMES,
  extraEnv: StackConfig['extraEnv'] = {},
  options: TestStackOptions = {},
): Promise<TestStack> {
  const id = randomBytes(4).toString('hex');
  const base = stackConfigFromEnv(resolve(__dirname, '../../..'));
  const natsPrefix = `test-${id}.`;
  // One nats-server per test file, started in about a tenth of a second: the apps' permissions are
  // exercised by every test, as production runs them.
  const withUsers = options.natsUsers ?? (!options.natsUrl && natsPermissionsFromEnv());
  const guarded = withUsers ? await startNatsWithUsers(natsPrefix) : null;
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
    sharedExcept: options.ownProcess ?? [],
    captcha: options.captcha,
    extraEnv,
    onLine: process.env.TEST_LOGS ? (name, line) => process.stdout.write(`${name} | ${line}\n`) : undefined,
  };
  const stack = await startStack(config, only).catch(async (error: unknown) => {
    await guarded?.server.dispose();
    throw error;
  });
  return Object.assign(stack, {
    connectNats(user: NatsUser = 'cli') {
      const url = users ? natsUrlAs(users.url, user, users.passwords[user]) : config.natsUrl;
      return connect(natsConnection(url, `test-${user}`));
    },
    async dispose() {
      await stack.stop();
      // The stack's own NATS goes with its store; on a shared one, the streams this copy made.
      if (guarded) await guarded.server.dispose();
      else await deleteEventStreams(config.natsUrl, config.natsPrefix);
      await deleteQueueKeys(config.redisUrl, config.natsPrefix);
      for (const service of SERVICE_DATABASES)
        await dropDatabase(config.postgresUrl, `${config.dbPrefix}_${service}`);
      await rm(dirname(config.smsOutboxFile), { recursive: true, force: true });
    },
  });
}
