import { useCallback, useEffect, useRef, useState } from 'react';

export type ResourceState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T };

export type Resource<T> = ResourceState<T> & {
  retry: () => void;
  /** Changes the loaded data in place, after a write the server already confirmed. */
  update: (change: (data: T) => T) => void;
};

type Settled<T> = { key: string; ok: true; data: T } | { key: string; ok: false; error: unknown };

/**
 * Data for a component, loaded whenever `key` changes (null: nothing to load yet) and dropped when
 * the component moves on. `load` must be a stable function (declared outside the component).
 * A failure keeps its error: a component that shows it in place (ErrorNotice) takes the HTTP
 * client's toast back, one that does not leaves the toast to tell it.
 * `initial` is data the page arrived with (web-kit's `firstRead`): the first render shows it and
 * nothing is loaded until the key changes or a retry.
 */
export function useResource<T>(
  key: string | null,
  load: (key: string, signal: AbortSignal) => Promise<T>,
  initial?: T,
): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | undefined>(() =>
    key === null || initial === undefined ? undefined : { key: `${key}#0`, ok: true, data: initial },
  );
  const arrivedWith = useRef(settled?.key);
  const current = key === null ? null : `${key}#${attempt}`;

  useEffect(() => {
    if (key === null || current === null) return;
    if (arrivedWith.current === current) {
      arrivedWith.current = undefined;
      return;
    }
    const controller = new AbortController();
    load(key, controller.signal).then(
      (data) => setSettled({ key: current, ok: true, data }),
      (error: unknown) => controller.signal.aborted || setSettled({ key: current, ok: false, error }),
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
  return settled.ok
    ? { status: 'success', data: settled.data, ...actions }
    : { status: 'error', error: settled.error, ...actions };
}
