import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ROOT_ROUTE_ID } from '../remotes/remote-routes';
import { NOT_FOUND_ROUTE_ID, NotFoundPage } from '../status-pages/not-found-page';
import { PageLoading } from '../status-pages/page-loading';
import { RootErrorPage } from './root-error-page';
import { ShellFrame } from './shell-frame';

async function loginRoute(audience: 'user' | 'admin'): Promise<{ element: ReactNode }> {
  const { LoginPage } = await import('../features/auth/components/login-page');
  return { element: <LoginPage audience={audience} /> };
}

/**
 * The shell's own routes. Remotes' routes are patched under the root on first visit; the frame
 * picks the layout for each path from the screen table.
 */
export const shellRoutes: RouteObject[] = [
  {
    // Pathless: a root with path '/' would match '/' by itself and skip loading the shop.
    id: ROOT_ROUTE_ID,
    element: <ShellFrame />,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: 'login', lazy: () => loginRoute('user') },
      { path: 'panel/login', lazy: () => loginRoute('admin') },
      { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFoundPage /> },
    ],
  },
];
