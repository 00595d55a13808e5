import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from './load-errors';
import { canReload, reloadOnce } from './reload-guard';
import { PageLoading } from '../app/page-loading';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * Error boundary of a remote's routes, rendered inside the layout. A chunk that failed to download
 * (usually a deploy replaced it) reloads the page once; after that, or for any other error, a notice.
 */
export function RemoteErrorBoundary() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  const reloading = chunkFailed && canReload();

  useEffect(() => {
    if (reloading) reloadOnce();
    else console.error('A remote page failed', error);
  }, [reloading, error]);

  if (reloading) return <PageLoading />;
  return <RemoteUnavailable reason={chunkFailed ? 'unavailable' : 'crashed'} />;
}
