import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type ResourceStatus = 'loading' | 'error' | 'success';

export interface Resource<T> {
  status: ResourceStatus;
  /** The last data that arrived; while a new key loads it is the previous key's (shown dimmed). */
  data: T | undefined;
  /** Why the last load failed (the failed request's error), when status is 'error'. */
  error: unknown;
  /** Loads the same key again. */
  reload: () => void;
  /** Changes the data in place after a write answered with the new state. */
  update: (change: (data: T) => T) => void;
}

interface Settled<T> {
  key: string | null;
  failed: boolean;
  error?: unknown;
  data: T | undefined;
}

/**
 * Data for a component, loaded whenever `key` changes; a request for a key that is no longer wanted
 * is aborted. Failures were already shown as a toast by the HTTP client, so only the state is kept.
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ key: null, failed: false, data: undefined });
  const wanted = `${key}#${attempt}`;
  const start = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    start(controller.signal).then(
      (data) => setSettled({ key: wanted, failed: false, data }),
      (error: unknown) =>
        controller.signal.aborted || setSettled((s) => ({ ...s, key: wanted, failed: true, error })),
    );
    return () => controller.abort();
  }, [wanted]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setSettled((s) => (s.data === undefined ? s : { ...s, data: change(s.data) })),
    [],
  );
  const status: ResourceStatus = settled.key !== wanted ? 'loading' : settled.failed ? 'error' : 'success';
  return {
    status,
    data: settled.data,
    error: status === 'error' ? settled.error : undefined,
    reload,
    update,
  };
}

/** What a component that only shows a resource needs of it. */
export type ResourceView<T> = Pick<Resource<T>, 'status' | 'data' | 'reload'>;
