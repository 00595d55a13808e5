import { resolve } from 'node:path';
import { LocalMediaStore } from '@ela/media';
import { ServiceClient, stackConfigFromEnv } from '@ela/stack';
import { seedCatalog } from './seed-catalog';
import { seedContent } from './seed-content';
import { seedOrders } from './seed-orders';
import { seedPeople } from './seed-people';

/**
 * The demo data of `npm start`, run in a process of its own that exits when done: drawing and
 * encoding the pictures loads sharp (libvips, its thread pool and caches), whose memory a
 * long-lived orchestrator would keep for the whole run. NATS_URL, NATS_SUBJECT_PREFIX and
 * MEDIA_DIR come from the orchestrator; it ends this process if it goes away mid-seed.
 */
async function main(): Promise<void> {
  const config = stackConfigFromEnv(resolve(__dirname, '../../..'));
  const client = await ServiceClient.connect(config.natsUrl, config.natsPrefix);
  const media = new LocalMediaStore(config.mediaDir);
  try {
    const seeded = await seedCatalog(client, media);
    await seedPeople(client);
    await seedOrders(client);
    const articles = await seedContent(client, media);
    if (seeded) console.log(`seeded a demo catalog with ${seeded} inventories`);
    if (articles) console.log(`seeded a demo blog with ${articles} articles and the shop's story`);
  } finally {
    await client.close();
  }
}

// Started by the orchestrator over an IPC channel, which closes when the orchestrator dies.
process.once('disconnect', () => process.exit(1));
main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
