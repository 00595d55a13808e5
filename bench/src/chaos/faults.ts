import { setTimeout as sleep } from 'node:timers/promises';
import type { AppProcess } from '@ela/stack';
import type { ChaosShopStack } from './chaos-stack';
import type { Journal } from './journal';
import type { Random } from './random';

export interface FaultRun {
  shop: ChaosShopStack;
  journal: Journal;
  random: Random;
  until: number;
}

type HostFault = { kind: 'kill'; target: string } | { kind: 'nats pause' } | { kind: 'nats restart' };

/** The processes money goes through, every copy: what the faults kill. */
function killable(shop: ChaosShopStack): string[] {
  const copies = shop.stack.replicas.map((r) => r.name).filter((n) => /^(catalog|gateway)#/.test(n));
  return ['orders', 'payments', 'catalog', 'gateway', ...copies];
}

function processOf(shop: ChaosShopStack, name: string): AppProcess | undefined {
  return name.includes('#')
    ? shop.stack.replicas.find((r) => r.name === name)
    : shop.stack.apps.get(name as Parameters<typeof shop.stack.apps.get>[0]);
}

const alive = (p: AppProcess | undefined) => !!p && p.child.exitCode === null && p.child.signalCode === null;

/**
 * One fault at a time on the hosts: a process killed with SIGKILL and started again after a short
 * pause, the run's NATS frozen (SIGSTOP, then SIGCONT) or stopped and started again. Every kind
 * comes once, in an order of the run's choosing, before they are drawn at random.
 */
export async function hostFaults(run: FaultRun): Promise<void> {
  const { random, shop } = run;
  const every: HostFault[] = [
    ...killable(shop).map((target) => ({ kind: 'kill' as const, target })),
    { kind: 'nats pause' },
    { kind: 'nats restart' },
  ];
  const dealt = random.shuffle(every);
  while (Date.now() < run.until) {
    await sleep(random.int(1500, 5000));
    if (Date.now() >= run.until) break;
    const fault = dealt.shift() ?? drawn(random, every);
    await hostFault(run, fault);
  }
}

function drawn(random: Random, every: HostFault[]): HostFault {
  const kind = random.weighted({ kill: 6, 'nats pause': 1, 'nats restart': 1 });
  return kind === 'kill' ? random.pick(every.filter((f) => f.kind === 'kill')) : { kind };
}

async function hostFault(run: FaultRun, fault: HostFault): Promise<void> {
  const { random, shop, journal } = run;
  if (fault.kind === 'kill') {
    const target = processOf(shop, fault.target);
    if (!alive(target)) return;
    journal.note(`kill -9 ${fault.target}`);
    await target!.kill();
    journal.kills += 1;
    journal.count(`fault:kill ${fault.target}`);
    await sleep(random.int(500, 3000));
    await restart(run, fault.target);
  } else if (fault.kind === 'nats pause') {
    const ms = random.int(1000, 5000);
    journal.note(`nats paused for ${ms} ms`);
    shop.nats.pause();
    journal.count('fault:nats pause');
    await sleep(ms);
    shop.nats.proceed();
  } else {
    journal.note('nats restarts');
    await shop.nats.halt();
    journal.count('fault:nats restart');
    await sleep(random.int(500, 2500));
    await shop.nats.resume();
  }
}

async function restart(run: FaultRun, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run.shop.stack.restart(name);
      run.journal.note(`${name} is back`);
      return;
    } catch (error) {
      run.journal.count(`fault:restart failed`);
      run.journal.note(`${name} did not come back (${String(error)})`);
      if (attempt === 5) throw error;
      await sleep(1000);
    }
  }
}

const BANK_OPERATIONS = ['request', 'verify', 'inquiry', 'reverse'] as const;

/**
 * The banks, alongside: slow answers (each answer waits after the bank has done its work, some
 * longer than payments waits) and periods when they refuse to reverse verified money.
 */
export async function bankFaults(run: FaultRun): Promise<void> {
  const { random, shop, journal } = run;
  let first = true;
  while (Date.now() < run.until) {
    await sleep(random.int(3000, 10_000));
    if (Date.now() >= run.until) break;
    const kind = first ? 'slow' : random.weighted({ slow: 3, 'refuse reversals': 1 });
    first = false;
    const ms = random.int(4000, 12_000);
    if (kind === 'slow') {
      const slowMs = Object.fromEntries(
        random
          .shuffle(BANK_OPERATIONS)
          .slice(0, random.int(1, 4))
          .map((op) => [op, random.int(1500, 7000)]),
      );
      journal.note(`bank slow for ${ms} ms: ${JSON.stringify(slowMs)}`);
      await shop.sim.switches({ slowMs });
    } else {
      journal.note(`bank refuses reversals for ${ms} ms`);
      await shop.sim.switches({ reverseRefused: true });
    }
    journal.count(`fault:bank ${kind}`);
    await sleep(ms);
    await calmBank(shop);
  }
}

/** The bank answering at once again, and reversing what it is asked to. */
export async function calmBank(shop: ChaosShopStack): Promise<void> {
  const slowMs = Object.fromEntries(BANK_OPERATIONS.map((op) => [op, 0]));
  await shop.sim.switches({ ...shop.bankBase, slowMs, reverseRefused: false });
}

/** After the faults: NATS running and every process up again. */
export async function heal(run: FaultRun): Promise<void> {
  run.shop.nats.proceed();
  await calmBank(run.shop);
  for (const name of killable(run.shop)) if (!alive(processOf(run.shop, name))) await restart(run, name);
}
