import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { routes } from './routes';

// The contract with the shell: routes relative to /panel, each page loaded on demand.
describe('panel routes', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the dashboard at the panel index, dated in the Jalali calendar', async () => {
    jest.useFakeTimers({
      now: new Date('2025-03-21T12:00:00Z'),
      doNotFake: ['queueMicrotask', 'setTimeout'],
    });
    const router = createMemoryRouter(
      [{ path: '/panel', hydrateFallbackElement: <p>…</p>, children: routes }],
      {
        initialEntries: ['/panel'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'داشبورد' })).toBeInTheDocument();
    expect(screen.getByText('۱ فروردین ۱۴۰۴')).toBeInTheDocument();
  });
});
