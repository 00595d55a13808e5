import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { routes } from '../../exposes/routes';

/** Renders the shop's routes at the site root, as the shell mounts them, at `path`. */
export function renderShop(path: string) {
  const router = createMemoryRouter([{ path: '/', hydrateFallbackElement: <p>…</p>, children: routes }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}
