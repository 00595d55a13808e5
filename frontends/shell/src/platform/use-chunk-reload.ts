import { useEffect } from 'react';
import { isChunkLoadError } from './load-errors';
import { canReload, reloadOnce } from './reload-guard';

/**
 * For an error boundary: when the error is a file that failed to download (a deploy replaced it),
 * reloads the page once, guarded for ten seconds. True while that reload is on its way.
 */
export function useChunkReload(error: unknown): boolean {
  const reloading = isChunkLoadError(error) && canReload();
  useEffect(() => {
    if (reloading) reloadOnce();
    else console.error('A page failed', error);
  }, [reloading, error]);
  return reloading;
}
