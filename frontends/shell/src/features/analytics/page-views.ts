import type { createBrowserRouter } from 'react-router';
import { trackPageView } from '@ela/web-kit';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;
type RouterState = AppRouter['state'];

/** The panel is the shop's back office, not its traffic. */
const counted = (path: string) => path !== '/panel' && !path.startsWith('/panel/');

/**
 * One page view per page the visitor lands on: when a navigation has settled (so a guard's
 * redirect counts once, for where it led), including the first page. Returns the way to stop.
 */
export function trackPageViews(router: AppRouter): () => void {
  let last: string | null = null;
  const settled = (state: RouterState) => {
    if (!state.initialized || state.navigation.state !== 'idle' || state.location.key === last) return;
    last = state.location.key;
    if (counted(state.location.pathname)) trackPageView();
  };
  settled(router.state);
  return router.subscribe(settled);
}
