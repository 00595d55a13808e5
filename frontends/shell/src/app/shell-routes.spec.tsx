import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useParams, type RouteObject } from 'react-router';
import { remoteFallbackPlugin } from '../remotes/remote-fallback.plugin';
import { remoteRoutePatcher, type RemoteRoutesModule } from '../remotes/remote-routes';
import { shellRoutes } from './shell-routes';

function ProductPage() {
  return <p>product {useParams().inventoryName}</p>;
}

const REMOTES: Record<string, RouteObject[]> = {
  'shop/routes': [
    { index: true, element: <p>shop home</p> },
    { path: 'product/:inventoryName', element: <ProductPage /> },
    { path: 'category/:id', element: <p>category</p> },
  ],
  'panel/routes': [{ index: true, element: <p>dashboard</p> }],
};

function renderAt(path: string, load = jest.fn(async (id: string) => ({ routes: REMOTES[id] }))) {
  const router = createMemoryRouter(shellRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation: remoteRoutePatcher(load),
  });
  render(<RouterProvider router={router} />);
  return load;
}

const bottomNav = () => screen.queryByRole('navigation', { name: 'ناوبری پایین' });

describe('shell routes', () => {
  it("loads the shop's routes and shows its page in the default layout", async () => {
    const load = renderAt('/');
    expect(await screen.findByText('shop home')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('shop/routes');
    expect(screen.getByRole('link', { name: 'اِلا' })).toBeInTheDocument();
    expect(bottomNav()).toBeInTheDocument();
  });

  it('hides the bottom navigation on a product page', async () => {
    renderAt('/product/%D9%BE%D8%A7%D8%B1%DA%86%D9%87');
    expect(await screen.findByText('product پارچه')).toBeInTheDocument();
    expect(bottomNav()).not.toBeInTheDocument();
  });

  it('shows the 404 page with the path for an unknown path, loading no remote', async () => {
    const load = renderAt('/no-such-page');
    expect(await screen.findByText(/Page not found/)).toHaveTextContent('Page not found: /no-such-page');
    expect(screen.getByRole('heading', { name: 'صفحه‌ای که دنبالش بودید پیدا نشد' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the 404 page for an id that is not a UUID, even where the remote has a route', async () => {
    renderAt('/category/42');
    expect(await screen.findByText(/Page not found/)).toHaveTextContent('/category/42');
    expect(screen.queryByText('category')).not.toBeInTheDocument();
  });

  it('shows the panel in the admin layout', async () => {
    renderAt('/panel');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(screen.getByText('پنل مدیریت')).toBeInTheDocument();
  });

  it('shows a notice inside the layout when a remote cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugin = remoteFallbackPlugin(() => false);
    const missing = async (id: string) =>
      (await plugin.errorLoadRemote!({
        id,
        error: new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'),
        lifecycle: 'onLoad',
        from: 'runtime',
        origin: {} as never,
      })) as RemoteRoutesModule;
    renderAt('/panel', jest.fn(missing));
    expect(await screen.findByRole('heading', { name: 'این بخش فعلاً در دسترس نیست' })).toBeInTheDocument();
    expect(screen.getByText('پنل مدیریت')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('renders the login screens in the blank layout', async () => {
    renderAt('/panel/login');
    expect(await screen.findByRole('heading', { name: 'ورود مدیر' })).toBeInTheDocument();
    expect(bottomNav()).not.toBeInTheDocument();
  });
});
