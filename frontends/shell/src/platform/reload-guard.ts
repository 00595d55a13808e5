/** A failed download reloads the page at most once in this window, so a broken deploy cannot loop. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'ela:chunk-reload-at';

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

const browserEnv = (): ReloadEnv => ({
  storage: window.sessionStorage,
  now: Date.now,
  reload: () => window.location.reload(),
});

/** Whether a reload now would stay within the guard. */
export function canReload(env: ReloadEnv = browserEnv()): boolean {
  try {
    const last = Number(env.storage.getItem(RELOAD_GUARD_KEY) ?? 0);
    return env.now() - last >= RELOAD_GUARD_MS;
  } catch {
    return false; // no sessionStorage (privacy mode): never risk a loop
  }
}

/** Reloads the page unless it was already reloaded for this reason in the last ten seconds. */
export function reloadOnce(env: ReloadEnv = browserEnv()): boolean {
  if (!canReload(env)) return false;
  env.storage.setItem(RELOAD_GUARD_KEY, String(env.now()));
  env.reload();
  return true;
}
