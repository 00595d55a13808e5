import { resolve } from 'node:path';
import {
  NATS_SERVER_INSTALL,
  findNatsServer,
  infrastructure,
  missingDependencies,
  natsPermissionsFromEnv,
  natsUrlAs,
  stackConfigFromEnv,
  startOwnNats,
  startStack,
  type OwnNats,
  type Stack,
} from '@ela/stack/orchestrator';
import { seedInChild } from './seed/demo-seed-child';
import { DEMO_ADMIN_PHONE, DEMO_CUSTOMER_PHONE } from './seed/demo-people';
import { prefixedPrinter } from './log-prefix';

let stack: Stack | undefined;
/** The run's own NATS, from the moment it is being started: a stop then waits for it and ends it. */
let ownNats: Promise<OwnNats> | undefined;
let stopping = false;

/** Stops the apps, then the run's own NATS, which answers them until they are gone. */
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (stack || code === 0) console.log('\nstopping…');
  await stack?.stop();
  await ownNats?.then((nats) => nats.stop()).catch(() => undefined);
  process.exit(code);
}

/**
 * `npm start`: checks PostgreSQL and Redis, starts a NATS of the run's own with each app as its
 * own user (as deployments run; `NATS_PERMISSIONS=off` uses the NATS at NATS_URL, open to any
 * program), creates databases, starts every app (services run their own migrations), seeds demo
 * data when empty, prints the URL. `npm run dev` (`--dev`) does the same in development mode: see
 * StackConfig.dev.
 */
async function main(): Promise<void> {
  const config = {
    ...stackConfigFromEnv(resolve(__dirname, '../..')),
    dev: process.argv.includes('--dev'),
    hosted: true,
    onLine: prefixedPrinter(),
  };
  const withUsers = natsPermissionsFromEnv();
  const missing = (
    await missingDependencies(
      infrastructure({ postgres: config.postgresUrl, redis: config.redisUrl, nats: config.natsUrl }).filter(
        (dep) => !(withUsers && dep.name.startsWith('NATS')),
      ),
    )
  ).map((dep) => `✗ ${dep.name} does not answer at ${dep.url}\n  start it with: ${dep.hint}`);
  if (withUsers && !findNatsServer())
    missing.push(
      `✗ nats-server is not installed (npm start runs a NATS of its own, with each app as its own user)\n` +
        `  install it with: ${NATS_SERVER_INSTALL}`,
    );
  if (missing.length) {
    for (const problem of missing) console.error(problem);
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));
  ownNats = withUsers ? startOwnNats(config) : undefined;
  const nats = await ownNats;
  if (nats) {
    config.natsUsers = nats.users;
    // Seeding and the administrators' tools connect as `cli`.
    config.natsUrl = natsUrlAs(nats.users.url, 'cli', nats.users.passwords.cli);
  }

  stack = await startStack(config);
  await seedInChild(config);

  for (const app of [...stack.apps.values(), ...stack.replicas]) {
    const name = app.name;
    void app.exited.then((code) => {
      if (!stopping) console.error(`${name} exited (code ${code}); the rest keep running`);
    });
  }
  console.log(
    [
      '',
      `  Shop is ready: ${stack.urls.shell}`,
      `  API: ${stack.urls.api}  (docs: ${stack.urls.api}/docs)`,
      ...(stack.urls.gateways.length > 1 ? [`  Gateways: ${stack.urls.gateways.join(', ')}`] : []),
      ...(stack.replicas.some((r) => r.name.startsWith('catalog'))
        ? [`  Catalog replicas: ${1 + stack.replicas.filter((r) => r.name.startsWith('catalog')).length}`]
        : []),
      `  Demo customer ${DEMO_CUSTOMER_PHONE}, demo admin ${DEMO_ADMIN_PHONE} (panel: ${stack.urls.shell}/panel/login);`,
      `  payments go to the local gateway simulator at ${stack.urls.gatewaySim} (no real money);`,
      `  The dashboard of visits and sales: ${stack.urls.shell}/panel/information`,
      `  login codes are written to ${config.smsOutboxFile}`,
      nats
        ? `  NATS: ${nats.users.url}, each app as its own user with its own permissions`
        : `  NATS: nats://${new URL(config.natsUrl).host}, open to any program (NATS_PERMISSIONS=off)`,
      ...(config.dev
        ? ['  Development: a saved service restarts alone, a saved page updates in place.']
        : []),
      '',
    ].join('\n'),
  );
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
});
