import autocannon from 'autocannon';
import type { Inventory, Page } from '@ela/contracts';
import { LocalMediaStore } from '@ela/media';
import { ServiceClient, startTestStack } from '@ela/stack';
import { seedCatalog } from '@ela/tools/seed';
import { cpuTicks } from './process-cpu';
import { BENCH_PROCESSES } from './bench-processes';

const RATE = Number(process.env.BENCH_RATE ?? 4000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 3;

/**
 * The gateway's own CPU time per answer on hot reads the edge cache holds, at a steady rate below
 * what it can take. On shared cores requests a second move with whatever else runs; the CPU time
 * one answer costs moves far less, so two builds compare within a few per cent.
 */
async function main(): Promise<void> {
  const stack = await startTestStack(['auth', 'catalog', 'gateway'], {}, BENCH_PROCESSES);
  try {
    const client = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
    await seedCatalog(client, new LocalMediaStore(stack.config.mediaDir));
    await client.close();
    const api = stack.urls.api;
    const listing = `${api}/products/get-all?page=1&limit=20`;
    const first = (await (await fetch(`${api}/products/inventory?limit=1`)).json()) as Page<Inventory>;
    const product = `${api}/products/inventory/name/${encodeURIComponent(first.items[0].name)}`;
    const gateway = stack.apps.get('gateway')!.child.pid!;
    // Browsers ask for brotli or gzip on every request; the other rows ask for nothing.
    const compressed = { 'accept-encoding': 'br, gzip, deflate' };
    const rows: [string, string, Record<string, string>][] = [
      ['product page (one inventory)', product, {}],
      ['listing page 1 (20 products)', listing, {}],
      ['listing page 1, as a browser asks (br)', listing, compressed],
    ];
    for (const [name, url, headers] of rows) {
      const bytes = Buffer.byteLength(await (await fetch(url)).text());
      const perAnswer: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const before = cpuTicks(gateway);
        const result = await autocannon({
          url,
          headers,
          connections: 20,
          duration: SECONDS,
          overallRate: RATE,
        });
        perAnswer.push(((cpuTicks(gateway) - before) * 10_000) / result.requests.total);
      }
      console.log(
        `${name}, ${bytes} bytes, ${RATE}/s for ${SECONDS} s, ${ROUNDS} rounds: gateway CPU ` +
          `${perAnswer.map((us) => us.toFixed(1)).join(', ')} µs per answer (the first round warms it)`,
      );
    }
  } finally {
    await stack.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
