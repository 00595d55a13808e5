import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  configureHttp,
  fetchRuntimeConfig,
  setAuthNavigator,
  showPlaceholdersForMissingImages,
  startAnalytics,
  startBasketSync,
  useAuthStore,
  watchSessionCookies,
} from '@ela/web-kit';
import { useSiteContact } from './app/site-contact';
import { StartupFailure } from './app/startup-failure';
import { shellRoutes } from './app/shell-routes';
import { guardRedirect } from './features/auth/route-guard';
import { explainDeadSessions } from './features/auth/dead-session-notice';
import { BUILD_MANIFEST, VersionWatch, buildManifestOf, startVersionPolling } from './platform/version-watch';
import { remoteFallbackPlugin } from './remotes/remote-fallback.plugin';
import { remoteRoutePatcher, type RemoteRoutesModule } from './remotes/remote-routes';
import { trackPageViews } from './features/analytics/page-views';
import { forgetFirstReadsOnNavigation } from './platform/first-reads';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  // A stored picture that is gone shows the shop's placeholder, never a broken image.
  showPlaceholdersForMissingImages();
  try {
    const config = await fetchRuntimeConfig();
    configureHttp(config);
    useSiteContact.setState({ contact: config.contact ?? null });
    registerPlugins([remoteFallbackPlugin()]);
    registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
    // A deploy of the shell, or of a remote this page uses, shows a prompt to load it.
    const versions = new VersionWatch();
    void versions.watch(`/${BUILD_MANIFEST}`);
    startVersionPolling(versions);
    const load = async (id: string) => {
      const remote = id.split('/')[0];
      if (config.remotes[remote]) void versions.watch(buildManifestOf(config.remotes[remote]));
      return loadRemote<RemoteRoutesModule>(id);
    };
    // Only after the remotes are registered: earlier, a deep link fails with RUNTIME-004.
    const router = createBrowserRouter(shellRoutes, {
      patchRoutesOnNavigation: remoteRoutePatcher(
        load,
        (path) => guardRedirect(path, useAuthStore.getState()) === null,
      ),
    });
    // A logout moves within the app. flushSync renders the cleared session and the navigation
    // together, so the route guard does not send the page it leaves to a login of its own.
    setAuthNavigator((to) => void router.navigate(to, { flushSync: true }));
    // Another tab's login or logout reaches this one's store.
    watchSessionCookies();
    // A session that cannot be refreshed is dropped; only guarded pages ask for a login again.
    explainDeadSessions();
    // A visitor's pending basket joins the server's right after a login; the header counts lines.
    startBasketSync();
    // The analytics queue flushes after logins and token changes, and beacons when the page hides.
    startAnalytics();
    trackPageViews(router);
    forgetFirstReadsOnNavigation(router);
    root.render(<RouterProvider router={router} flushSync={(update) => void flushSync(update)} />);
  } catch (error) {
    console.error('The shell could not start', error);
    root.render(<StartupFailure />);
  }
}

void start();
