import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { matchScreen } from '../../server/screens';
import { RemoteErrorBoundary } from './remote-error-boundary';

export const ROOT_ROUTE_ID = 'root';
export type RemoteName = 'shop' | 'panel';

/** What a remote's `./routes` module offers. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

export type LoadRemote = (id: string) => Promise<RemoteRoutesModule | null>;

/** Where each remote's routes hang: the shop at the site root, the panel under /panel. */
function mount(remote: RemoteName, routes: RouteObject[]): RouteObject {
  const branch = { id: remote, errorElement: <RemoteErrorBoundary />, children: routes };
  return remote === 'panel' ? { ...branch, path: 'panel' } : branch;
}

/**
 * `patchRoutesOnNavigation` for the shell: on a visit to a remote's screen, loads the remote's
 * routes once and patches them under the root (the router ignores a second patch with the same id).
 * Paths that are no screen, or that the visitor may not open yet (`mayOpen`: the route guard, which
 * sends them to a login page), load nothing.
 */
export function remoteRoutePatcher(
  loadRemote: LoadRemote,
  mayOpen: (path: string) => boolean = () => true,
): PatchRoutesOnNavigationFunction {
  const loads = new Map<RemoteName, Promise<RemoteRoutesModule | null>>();
  return async ({ path, patch }) => {
    const owner = matchScreen(path)?.owner;
    if (!owner || owner === 'shell' || !mayOpen(path)) return;
    if (!loads.has(owner)) loads.set(owner, loadRemote(`${owner}/routes`));
    const module = await loads.get(owner);
    if (module) patch(ROOT_ROUTE_ID, [mount(owner, module.routes)]);
  };
}
