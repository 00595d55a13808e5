import { ServiceClient, startTestStack } from '@ela/stack';
import { LocalMediaStore } from '@ela/media';
import { seedCatalog } from '@ela/tools/seed';
import { measure, table } from './measure';
import { startChild } from './child-server';
import { BENCH_PROCESSES } from './bench-processes';

/**
 * GET /products/get-all through gateway → NATS → catalog → PostgreSQL, next to a bare
 * Fastify route with fixed JSON, in the same run on the same cores. Report the ratio.
 */
async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const { url: address, child: baseline } = await startChild('baseline-server.js');

  const stack = await startTestStack(['auth', 'catalog', 'gateway'], {}, BENCH_PROCESSES);
  const client = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  await seedCatalog(client, new LocalMediaStore(stack.config.mediaDir));
  await client.close();
  try {
    const rows = [
      await measure('baseline fastify fixed JSON', `${address}/products/get-all`, seconds),
      await measure('gateway get-all page 1', `${stack.urls.api}/products/get-all?page=1&limit=20`, seconds),
    ];
    console.log(table(rows));
    console.log(
      `\nratio gateway/baseline: ${(rows[1].requestsPerSecond / rows[0].requestsPerSecond).toFixed(3)}`,
    );
  } finally {
    baseline.kill();
    await stack.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
