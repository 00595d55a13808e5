import { CaughtUp } from './caught-up';

describe('CaughtUp', () => {
  it('is not trusted before it was once seen with an empty backlog', () => {
    const follower = new CaughtUp(15_000);
    expect(follower.trusted(1_000)).toBe(false);
    follower.saw(3, 1_000);
    expect(follower.trusted(1_001)).toBe(false);
  });

  it('is trusted for a while after an empty backlog, whatever is seen meanwhile', () => {
    const follower = new CaughtUp(15_000);
    follower.saw(0, 1_000);
    follower.saw(7, 6_000);
    expect(follower.trusted(15_999)).toBe(true);
    expect(follower.trusted(16_000)).toBe(false);
  });

  it('counts from the latest empty look, not from a late answer of an earlier one', () => {
    const follower = new CaughtUp(15_000);
    follower.saw(0, 10_000);
    follower.saw(0, 4_000);
    expect(follower.trusted(24_999)).toBe(true);
  });
});
