import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { LoginPage } from '../components/login-page';

/** Both login pages at their addresses, and `landed` wherever a login sends the visitor on. */
export function renderLogin(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage audience="user" /> },
      { path: '/panel/login', element: <LoginPage audience="admin" /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
