// Jest starts the files it knows to be slow first, from its timings of earlier runs; a fresh
// checkout (CI) has none, and jest then orders by size. The small files that run longest (their
// work is elsewhere: the fuzz, the fault run, the seeds) then started last and ran
// on alone at the end. These go first, slowest first, in every run; the rest keep jest's order.
const Sequencer = require('@jest/test-sequencer').default;

const SLOWEST = [
  'e2e/accessibility.e2e.ts',
  'gateway/test/fuzz.int.ts',
  'bench/test/chaos.int.ts',
  'tools/test/seed-pictures.int.ts',
  'tools/test/npm-start.int.ts',
  'services/payments/test/reconciliation.int.ts',
  'services/analytics/test/worker-kill.int.ts',
  'services/orders/test/stock-concurrency.int.ts',
];

const rank = (test) => {
  const at = SLOWEST.findIndex((path) => test.path.endsWith(`/${path}`));
  return at < 0 ? SLOWEST.length : at;
};

module.exports = class SlowestFirst extends Sequencer {
  sort(tests) {
    return [...super.sort(tests)].sort((a, b) => rank(a) - rank(b));
  }
};
