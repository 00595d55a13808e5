import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useRouteError } from 'react-router';
import { isPageNotFound } from '@ela/web-kit';
import { routes } from '../src/exposes/routes';

/** What the shell's error boundary shows for a page that names nothing (its 404 page). */
function ShellErrorStandIn() {
  const error = useRouteError();
  return <h1>{isPageNotFound(error) ? 'صفحه پیدا نشد' : 'خطا'}</h1>;
}

/** Renders the shop's routes at the site root, as the shell mounts them, at `path`. */
export function renderShop(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        hydrateFallbackElement: <p>…</p>,
        errorElement: <ShellErrorStandIn />,
        children: routes,
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
