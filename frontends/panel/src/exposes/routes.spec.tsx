import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { authSession } from '@ela/web-kit';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { overview, salesDays } from '../features/dashboard/testing/reports.fixtures';
import { routes } from './routes';

// The contract with the shell: routes relative to /panel, each page loaded on demand.
describe('panel routes', () => {
  afterEach(() => {
    jest.useRealTimers();
    act(() => authSession.clear());
  });

  it('shows the dashboard at the panel index, dated in the Jalali calendar, greeting the admin', async () => {
    authSession.start(
      {
        access_token: 'a',
        user: {
          _id: '0d9c8b7a-6f5e-4d3c-8b2a-190817263544',
          phone: '+989121234567',
          role: 'admin',
          firstName: 'مدیر فروشگاه',
          lastName: null,
          email: null,
          birthDate: null,
          nationalCode: null,
          createdAt: '2025-03-21T10:00:00.000Z',
        },
      },
      'admin',
    );
    const api = fakeApi({
      'GET /analytics/overview': { status: 200, data: overview() },
      'GET /analytics/sales-by-day': { status: 200, data: salesDays('2025-03-15', 7) },
    });
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
    expect(screen.getByText(/مدیر فروشگاه خوش آمدید/)).toHaveTextContent('۰۹۱۲۱۲۳۴۵۶۷');
    // The last seven Tehran days, today included.
    expect(await screen.findByTestId('stat-بازدیدکننده')).toHaveTextContent('۱۲۰');
    expect(api.to('GET /analytics/overview')[0].params).toEqual({ from: '2025-03-15', to: '2025-03-21' });
  });
});
