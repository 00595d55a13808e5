import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { routes } from '../exposes/routes';

/** Renders the panel's routes under /panel, as the shell mounts them, at `path`. */
export function renderPanel(path: string) {
  const router = createMemoryRouter(
    [{ path: '/panel', hydrateFallbackElement: <p>…</p>, children: routes }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
