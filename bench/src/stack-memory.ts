import { resolve } from 'node:path';
import { separateStart, startRun } from '@ela/stack';
import { table } from './measure';
import { descendants, isRunning, memoryTable, residentMemory } from './process-memory';
import { loadTheShop } from './shop-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20);
const ORDERS_EACH = Number(process.env.BENCH_ORDERS_EACH ?? 5);
/** Time the processes get to settle (timers, a last collection) before a reading. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);

const root = resolve(__dirname, '../..');
const settle = () => new Promise((r) => setTimeout(r, SETTLE_MS));

/**
 * Resident memory of every process of `npm start` (npm, the orchestrator, its NATS and each app),
 * once the shop is ready and again after a load through the gateway: hot product pages and
 * listings under autocannon, then customers placing orders. `npm start` runs itself, without its
 * build (`--ignore-scripts` skips `prestart`: build first), on ports and databases of its own.
 * `STACK_NODE_ARGS` reaches every app, to compare Node flags.
 */
async function main(): Promise<void> {
  const separate = await separateStart(root, 'memory', process.env.LOG_LEVEL ?? 'info');
  console.log(`node ${process.version}; STACK_NODE_ARGS="${process.env.STACK_NODE_ARGS ?? ''}"`);
  const run = startRun('npm', ['start', '--ignore-scripts'], separate.env, root);
  const pid = run.child.pid!;
  let seen: number[] = [];
  try {
    const { api } = await run.ready;
    await settle();
    const ready = residentMemory(pid);
    const load = await loadTheShop(api, separate.smsOutboxFile, {
      seconds: SECONDS,
      customers: CUSTOMERS,
      ordersEach: ORDERS_EACH,
    });
    const loaded = residentMemory(pid);
    await settle();
    const after = residentMemory(pid);
    seen = [pid, ...descendants(pid)];
    console.log(table(load.reads));
    console.log(`orders: ${load.orders}\n`);
    console.log(
      memoryTable([
        { label: 'ready', rows: ready },
        { label: 'after load', rows: loaded },
        { label: `+${SETTLE_MS / 1000} s`, rows: after },
      ]),
    );
  } finally {
    process.kill(-pid, 'SIGINT');
    await run.exited;
    await new Promise((r) => setTimeout(r, 500));
    const left = seen.filter(isRunning);
    console.log(
      left.length ? `still running after Ctrl-C: ${left.join(', ')}` : 'every process exited on Ctrl-C',
    );
    await separate.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
