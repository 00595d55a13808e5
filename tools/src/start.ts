import { resolve } from 'node:path';
import {
  ServiceClient,
  infrastructure,
  missingDependencies,
  natsUrlAs,
  stackConfigFromEnv,
  startNatsWithUsers,
  startStack,
} from '@ela/stack';
import { LocalMediaStore } from '@ela/media';
import { seedCatalog } from './seed/seed-catalog';
import { DEMO_ADMIN_PHONE, DEMO_CUSTOMER_PHONE, seedPeople } from './seed/seed-people';
import { seedOrders } from './seed/seed-orders';
import { seedContent } from './seed/seed-content';
import { prefixedPrinter } from './log-prefix';

/**
 * `npm start`: checks PostgreSQL, Redis and NATS, creates databases, starts every app
 * (services run their own migrations), seeds demo data when empty, prints the URL.
 * `npm run dev` (`--dev`) does the same in development mode: see StackConfig.dev.
 */
async function main(): Promise<void> {
  const config = {
    ...stackConfigFromEnv(resolve(__dirname, '../..')),
    dev: process.argv.includes('--dev'),
    onLine: prefixedPrinter(),
  };
  // NATS_PERMISSIONS=on: a NATS of this run's own, with the users and permissions deployments
  // have, so a request or consumer the permissions forgot fails here first.
  const ownNats = process.env.NATS_PERMISSIONS === 'on';
  const missing = await missingDependencies(
    infrastructure({ postgres: config.postgresUrl, redis: config.redisUrl, nats: config.natsUrl }).filter(
      (dep) => !(ownNats && dep.name.startsWith('NATS')),
    ),
  );
  if (missing.length) {
    for (const dep of missing)
      console.error(`✗ ${dep.name} does not answer at ${dep.url}\n  start it with: ${dep.hint}`);
    process.exit(1);
  }
  const guarded = ownNats ? await startNatsWithUsers(config.natsPrefix) : null;
  if (guarded) {
    config.natsUsers = guarded.users;
    config.natsUrl = natsUrlAs(guarded.users.url, 'cli', guarded.users.passwords.cli);
  }

  const stack = await startStack(config);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping…');
    await stack.stop();
    await guarded?.server.dispose();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  const client = await ServiceClient.connect(config.natsUrl, config.natsPrefix);
  const media = new LocalMediaStore(config.mediaDir);
  const seeded = await seedCatalog(client, media);
  await seedPeople(client);
  await seedOrders(client);
  const articles = await seedContent(client, media);
  await client.close();
  if (seeded) console.log(`seeded a demo catalog with ${seeded} inventories`);
  if (articles) console.log(`seeded a demo blog with ${articles} articles and the shop's story`);

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
      ...(guarded ? [`  NATS with each app's own user and permissions at ${guarded.users.url}`] : []),
      ...(config.dev
        ? ['  Development: a saved service restarts alone, a saved page updates in place.']
        : []),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
