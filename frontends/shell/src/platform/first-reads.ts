import type { createBrowserRouter } from 'react-router';
import { forgetFirstReads } from '@ela/web-kit';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * The answers the server wrote into the page belong to the page the visitor landed on: the first
 * move to another location drops them, so coming back asks the API for fresh data.
 */
export function forgetFirstReadsOnNavigation(router: AppRouter): () => void {
  const landed = router.state.location.key;
  const stop = router.subscribe((state) => {
    if (state.location.key === landed) return;
    forgetFirstReads();
    stop();
  });
  return stop;
}
