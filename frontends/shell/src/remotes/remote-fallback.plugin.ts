import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isManifestMissing } from '../platform/load-errors';
import { reloadOnce } from '../platform/reload-guard';
import type { RemoteRoutesModule } from './remote-routes';
import { unavailableRoutes } from './remote-unavailable';

/**
 * When a remote cannot be loaded, hands the shell a stand-in module whose routes show a notice in
 * the layout instead of failing the navigation. A remote whose files failed mid-way (a deploy
 * swapped them) gets one page reload first; a remote whose server is down (no manifest) does not.
 */
export function remoteFallbackPlugin(reload: () => boolean = reloadOnce): ModuleFederationRuntimePlugin {
  return {
    name: 'ela-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${id} could not be loaded`, error);
      if (!isManifestMissing(error)) reload();
      const fallback: RemoteRoutesModule = { routes: unavailableRoutes() };
      return fallback;
    },
  };
}
