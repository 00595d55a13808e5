import { useCallback, useEffect, useState } from 'react';

export type ResourceState<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'success'; data: T };

export type Resource<T> = ResourceState<T> & {
  retry: () => void;
  /** Changes the loaded data in place, after a write the server already confirmed. */
  update: (change: (data: T) => T) => void;
};

type Settled<T> = { key: string; ok: true; data: T } | { key: string; ok: false };

/**
 * Data for a component, loaded whenever `key` changes (null: nothing to load yet) and dropped when
 * the component moves on. `load` must be a stable function (declared outside the component).
 * Failures were already shown by the HTTP client; this only says that the data is missing.
 */
export function useResource<T>(
  key: string | null,
  load: (key: string, signal: AbortSignal) => Promise<T>,
): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>();
  const current = key === null ? null : `${key}#${attempt}`;

  useEffect(() => {
    if (key === null || current === null) return;
    const controller = new AbortController();
    load(key, controller.signal).then(
      (data) => setSettled({ key: current, ok: true, data }),
      () => controller.signal.aborted || setSettled({ key: current, ok: false }),
    );
    return () => controller.abort();
  }, [key, current, load]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setSettled((previous) => (previous?.ok ? { ...previous, data: change(previous.data) } : previous)),
    [],
  );
  const actions = { retry, update };
  if (current === null) return { status: 'idle', ...actions };
  if (settled?.key !== current) return { status: 'loading', ...actions };
  return settled.ok ? { status: 'success', data: settled.data, ...actions } : { status: 'error', ...actions };
}
