import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS, canReload, reloadOnce, type ReloadEnv } from './reload-guard';

function env(start: number): ReloadEnv & { clock: { now: number } } {
  const store = new Map<string, string>();
  const clock = { now: start };
  return {
    clock,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
    now: () => clock.now,
    reload: jest.fn(),
  };
}

describe('reload guard', () => {
  it('reloads once, then not again within ten seconds, then again after', () => {
    const e = env(1_000_000);
    expect(reloadOnce(e)).toBe(true);
    expect(e.storage.getItem(RELOAD_GUARD_KEY)).toBe('1000000');
    e.clock.now += RELOAD_GUARD_MS - 1;
    expect(canReload(e)).toBe(false);
    expect(reloadOnce(e)).toBe(false);
    e.clock.now += 1;
    expect(reloadOnce(e)).toBe(true);
    expect(e.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when session storage cannot be read', () => {
    const e = env(0);
    e.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(reloadOnce(e)).toBe(false);
    expect(e.reload).not.toHaveBeenCalled();
  });
});
