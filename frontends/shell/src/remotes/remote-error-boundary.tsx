import { useRouteError } from 'react-router';
import { isPageNotFound } from '@ela/web-kit';
import { NotFoundPage } from '../status-pages/not-found-page';
import { PageLoading } from '../status-pages/page-loading';
import { isChunkLoadError } from '../platform/load-errors';
import { useChunkReload } from '../platform/use-chunk-reload';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * Error boundary of a remote's routes, rendered inside the layout. A page whose address names
 * nothing shows the 404 page; a chunk that failed to download (usually a deploy replaced it)
 * reloads the page once; after that, or for any other error, a notice.
 */
export function RemoteErrorBoundary() {
  const error = useRouteError();
  const notFound = isPageNotFound(error);
  const reloading = useChunkReload(notFound ? null : error);
  if (notFound) return <NotFoundPage />;
  if (reloading) return <PageLoading />;
  return <RemoteUnavailable reason={isChunkLoadError(error) ? 'unavailable' : 'crashed'} />;
}
