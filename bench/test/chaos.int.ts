import { chaosReport } from '../src/chaos/chaos-report';
import { runChaos, type ChaosResult } from '../src/chaos/chaos-run';
import { chaosSettingsFromEnv } from '../src/chaos/chaos-settings';
import { PLANS } from '../src/chaos/customer';

jest.setTimeout(15 * 60_000);

/**
 * The fault-injection run in short: 45 s of customers, an admin and faults with a fixed seed, on
 * two catalogs and two gateways; the money invariants must all hold afterwards.
 */
describe('money under faults', () => {
  let result: ChaosResult;

  beforeAll(async () => {
    const settings = {
      ...chaosSettingsFromEnv({ CHAOS_SEED: 'ela-chaos-int', CHAOS_SECONDS: '45', CHAOS_CUSTOMERS: '14' }),
    };
    result = await runChaos(settings, (line) => process.stdout.write(`${line}\n`));
    process.stdout.write(`${chaosReport(result).join('\n')}\n`);
  });

  it('placed orders, killed processes, and carried out every customer plan', () => {
    expect(result.orders).toBeGreaterThan(0);
    expect(result.kills).toBeGreaterThan(0);
    const carried = PLANS.filter(
      (plan) =>
        result.journal.tally(`plan:${plan}`) + result.journal.tally(`plan:${plan} after the callback`) > 0,
    );
    expect(carried).toEqual([...PLANS]);
    expect(result.journal.tally('answer:paid')).toBeGreaterThan(0);
    expect(result.journal.stockMoves.length).toBeGreaterThan(0);
    expect(result.journal.adminCancels.length).toBeGreaterThan(0);
  });

  it('keeps every money invariant', () => {
    const broken = result.invariants
      .filter((i) => i.violations.length > 0)
      .map((i) => `${i.id}: ${i.violations[0]}`);
    expect(broken).toEqual([]);
    expect(result.invariants.every((i) => i.checked > 0)).toBe(true);
  });
});
