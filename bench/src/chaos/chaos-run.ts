import { administer } from './admin';
import { Browser } from './browser';
import type { ChaosSettings } from './chaos-settings';
import { startChaosStack } from './chaos-stack';
import { shop } from './customer';
import { bankFaults, heal, hostFaults } from './faults';
import { checkInvariants, type InvariantResult } from './invariants';
import { Journal } from './journal';
import { waitForQuiet, type Waiting } from './quiet';
import { Random } from './random';
import { setUpShop } from './shop-setup';
import { readSnapshot, type Snapshot } from './snapshot';

export interface ChaosResult {
  settings: ChaosSettings;
  orders: number;
  kills: number;
  violations: number;
  invariants: InvariantResult[];
  journal: Journal;
  quiet: { quiet: boolean; waitedMs: number; left: Waiting };
  schema: Snapshot['schema'];
}

/**
 * One run: a stack of its own; customers, an admin and the faults for `seconds`; then every
 * process back, the shop left to settle (bounded), and the invariants checked against the
 * databases and the bank's books. The stack is gone when it answers.
 */
export async function runChaos(
  settings: ChaosSettings,
  say: (line: string) => void,
  { stopOnInterrupt = false } = {},
): Promise<ChaosResult> {
  const journal = new Journal(settings.verbose ? say : null);
  const random = new Random(settings.seed);
  say(
    `chaos: seed ${settings.seed}, ${settings.seconds} s of faults, ${settings.customers} customers, ` +
      `catalog ×${settings.replicas.catalog}, gateway ×${settings.replicas.gateway}, ` +
      `payment window ${settings.windowSeconds} s, bank sessions ${settings.bankSessionSeconds} s`,
  );
  const started = await startChaosStack(settings);
  const interrupted = () => void started.dispose().finally(() => process.exit(130));
  if (stopOnInterrupt) process.once('SIGINT', interrupted);
  try {
    const { stack, sim } = started;
    const made = await setUpShop(stack, settings.customers, journal, random.fork('shop'));
    say(`chaos: ${made.shoppers.length} customers logged in, ${made.items.length} inventories; faults start`);
    const until = Date.now() + settings.seconds * 1000;
    const browser = (name: string, token: string) =>
      new Browser(stack.urls.gateways, journal, random.fork(`browser ${name}`), token);
    const faults = { shop: started, journal, until };
    const work = await Promise.allSettled([
      hostFaults({ ...faults, random: random.fork('hosts') }),
      bankFaults({ ...faults, random: random.fork('bank') }),
      administer({
        browser: browser('admin', made.adminToken),
        journal,
        random: random.fork('admin'),
        items: made.items,
        until,
      }),
      ...made.shoppers.map((shopper, index) =>
        shop({
          index,
          shop: made,
          shopper,
          browser: browser(`customer ${index}`, shopper.token),
          sim,
          journal,
          random: random.fork(`customer ${index}`),
          until,
        }),
      ),
    ]);
    await heal({ ...faults, random: random.fork('heal') });
    const failed = work.find((w) => w.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    say(`chaos: faults over after ${journal.kills} kills; waiting for the shop to settle`);
    const quiet = await waitForQuiet(stack, settings.quietBoundSeconds * 1000, say);
    const snapshot = await readSnapshot(stack, sim, [...journal.initialStock.keys()]);
    const invariants = checkInvariants(snapshot, journal, {
      expiryMarginMs: 15_000,
      paymentSettleMs: (settings.bankSessionSeconds + 3 * settings.reconcileAfterSeconds) * 1000 + 30_000,
    });
    return {
      settings,
      orders: snapshot.orders.length,
      kills: journal.kills,
      violations: invariants.reduce((sum, i) => sum + i.violations.length, 0),
      invariants,
      journal,
      quiet,
      schema: snapshot.schema,
    };
  } finally {
    if (stopOnInterrupt) process.removeListener('SIGINT', interrupted);
    await started.dispose();
  }
}
