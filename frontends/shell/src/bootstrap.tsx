import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureHttp, fetchRuntimeConfig } from '@ela/web-kit';
import { StartupFailure } from './app/startup-failure';
import { shellRoutes } from './app/shell-routes';
import { remoteFallbackPlugin } from './remotes/remote-fallback.plugin';
import { remoteRoutePatcher } from './remotes/remote-routes';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await fetchRuntimeConfig();
    configureHttp(config);
    registerPlugins([remoteFallbackPlugin()]);
    registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
    // Only after the remotes are registered: earlier, a deep link fails with RUNTIME-004.
    const router = createBrowserRouter(shellRoutes, {
      patchRoutesOnNavigation: remoteRoutePatcher(loadRemote),
    });
    root.render(<RouterProvider router={router} flushSync={(update) => void flushSync(update)} />);
  } catch (error) {
    console.error('The shell could not start', error);
    root.render(<StartupFailure />);
  }
}

void start();
