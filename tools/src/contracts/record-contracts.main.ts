import { breakingChanges } from './breaking-changes';
import { contractSnapshot } from './contract-snapshot';
import { SNAPSHOT_FILE, readSnapshot, writeSnapshot } from './snapshot-file';

/**
 * `npm run contracts:record`: records the contract as it is now. Refuses to record a breaking
 * change (raise the event's version, or keep the route) unless `--breaking` says it is meant,
 * which is for a change every neighbour is deployed with at once.
 */
const next = contractSnapshot();
let breaking: string[] = [];
try {
  breaking = breakingChanges(readSnapshot(), next);
} catch {
  // No snapshot yet: the first one is recorded as it is.
}
if (breaking.length && !process.argv.includes('--breaking')) {
  process.stderr.write(`Not recorded; these would break a running neighbour:\n  ${breaking.join('\n  ')}\n`);
  process.exit(1);
}
writeSnapshot(next);
process.stdout.write(`Recorded ${SNAPSHOT_FILE}\n`);
