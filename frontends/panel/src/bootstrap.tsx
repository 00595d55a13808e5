import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Navigate, Outlet, RouterProvider, createBrowserRouter } from 'react-router';
import { ToastViewport, configureHttp, fetchRuntimeConfig } from '@ela/web-kit';
import { routes } from './exposes/routes';

/** The panel on its own (its remote server's page), for working on it without the shell. */
async function start(): Promise<void> {
  configureHttp(await fetchRuntimeConfig());
  // Mounted at /panel as in the shell, so the pages' links work here too.
  const router = createBrowserRouter([
    { path: '/', element: <Navigate to="/panel" replace /> },
    {
      path: '/panel',
      hydrateFallbackElement: <p>در حال بارگذاری…</p>,
      element: (
        <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
          <Outlet />
          <ToastViewport />
        </main>
      ),
      children: routes,
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />,
  );
}

void start();
