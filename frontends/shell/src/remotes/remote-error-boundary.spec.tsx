import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { PageNotFoundError } from '@ela/web-kit';
import { RELOAD_GUARD_KEY } from '../platform/reload-guard';
import { RemoteErrorBoundary } from './remote-error-boundary';

function renderFailing(error: Error) {
  const Failing = () => {
    throw error;
  };
  const router = createMemoryRouter([
    { path: '/', element: <Failing />, errorElement: <RemoteErrorBoundary /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RemoteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows that the page failed when a remote page throws', () => {
    renderFailing(new TypeError('boom'));
    expect(screen.getByRole('heading', { name: 'نمایش این صفحه ممکن نشد' })).toBeInTheDocument();
  });

  it('shows the 404 page, with its title, for a page whose address names nothing', () => {
    renderFailing(new PageNotFoundError('product x'));
    expect(screen.getByRole('heading', { name: 'صفحه‌ای که دنبالش بودید پیدا نشد' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'جستجو به جای این صفحه' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Page not found');
    expect(document.title).toBe('صفحه پیدا نشد | فروشگاه اِلا');
  });

  it('shows the unavailable notice for a failed download once the page was just reloaded', () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
    renderFailing(Object.assign(new Error('Loading chunk 870 failed.'), { name: 'ChunkLoadError' }));
    expect(screen.getByRole('heading', { name: 'این بخش فعلاً در دسترس نیست' })).toBeInTheDocument();
  });
});
