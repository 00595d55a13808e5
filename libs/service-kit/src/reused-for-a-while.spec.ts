import { ReusedForAWhile } from './reused-for-a-while';

describe('ReusedForAWhile', () => {
  let now = 1_000_000;
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  function counted(results: (() => Promise<string>)[]) {
    let reads = 0;
    const reused = new ReusedForAWhile(5_000, () => results[Math.min(reads++, results.length - 1)]());
    return { reused, reads: () => reads };
  }

  it('shares one read until its time is up, then reads again', async () => {
    const { reused, reads } = counted([async () => 'first', async () => 'second']);
    expect(await Promise.all([reused.get(), reused.get()])).toEqual(['first', 'first']);
    now += 4_999;
    expect(await reused.get()).toBe('first');
    expect(reads()).toBe(1);
    now += 1;
    expect(await reused.get()).toBe('second');
    expect(reads()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const { reused, reads } = counted([() => Promise.reject(new Error('away')), async () => 'back']);
    await expect(reused.get()).rejects.toThrow('away');
    expect(await reused.get()).toBe('back');
    expect(reads()).toBe(2);
  });

  it('reads again at once after forget', async () => {
    const { reused, reads } = counted([async () => 'before', async () => 'after']);
    expect(await reused.get()).toBe('before');
    reused.forget();
    expect(await reused.get()).toBe('after');
    expect(reads()).toBe(2);
  });

  it('lets a failure of a read it forgot leave the newer read kept', async () => {
    let fail!: (error: Error) => void;
    const { reused, reads } = counted([
      () => new Promise<string>((_, reject) => (fail = reject)),
      async () => 'newer',
    ]);
    const stale = reused.get();
    reused.forget();
    expect(await reused.get()).toBe('newer');
    fail(new Error('late'));
    await expect(stale).rejects.toThrow('late');
    expect(await reused.get()).toBe('newer');
    expect(reads()).toBe(2);
  });
});
