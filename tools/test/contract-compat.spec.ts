import { breakingChanges } from '../src/contracts/breaking-changes';
import { contractSnapshot } from '../src/contracts/contract-snapshot';
import { readSnapshot } from '../src/contracts/snapshot-file';

/**
 * A service, the gateway and the frontends are deployed one at a time, so the contract between
 * them may grow but not break: a change that would is refused here, unless the event's version is
 * raised. Every change, breaking or not, is recorded with `npm run contracts:record`.
 */
describe('the contract between running neighbours', () => {
  const recorded = readSnapshot();
  const current = contractSnapshot();

  it('breaks nothing a neighbour built against the recorded contract relies on', () => {
    expect(breakingChanges(recorded, current)).toEqual([]);
  });

  it('is recorded as it is now (npm run contracts:record)', () => {
    expect(current).toEqual(recorded);
  });
});
