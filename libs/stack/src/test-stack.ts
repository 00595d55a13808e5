import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { dropDatabase } from './databases';
import { freePort } from './free-port';
import { deleteEventStreams } from './event-streams-cleanup';
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
export async function startTestStack(
  only: readonly AppName[] = APP_NAMES,
  extraEnv: StackConfig['extraEnv'] = {},
  /** A NATS of the test's own (one it stops and starts), instead of the shared one. */
  natsUrl?: string,
  /** Development mode, as `npm run dev` runs it (see StackConfig.dev). */
  dev = false,
): Promise<Stack & { dispose(): Promise<void> }> {
  const id = randomBytes(4).toString('hex');
  const base = stackConfigFromEnv(resolve(__dirname, '../../..'));
  const config: StackConfig = {
    ...base,
    natsUrl: natsUrl ?? base.natsUrl,
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
    natsPrefix: `test-${id}.`,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'warn',
    nodeEnv: 'test',
    dev,
    extraEnv,
    onLine: process.env.TEST_LOGS ? (name, line) => process.stdout.write(`${name} | ${line}\n`) : undefined,
  };
  const stack = await startStack(config, only);
  return Object.assign(stack, {
    async dispose() {
      await stack.stop();
      await deleteEventStreams(config.natsUrl, config.natsPrefix);
      await deleteQueueKeys(config.redisUrl, config.natsPrefix);
      for (const service of SERVICE_DATABASES)
        await dropDatabase(config.postgresUrl, `${config.dbPrefix}_${service}`);
      await rm(dirname(config.smsOutboxFile), { recursive: true, force: true });
    },
  });
}
