import { act, fireEvent, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { RouterProvider, createMemoryRouter, useParams, type RouteObject } from 'react-router';
import type { Role, TokenPair } from '@ela/contracts';
import { authSession, setAuthNavigator, useAuthStore } from '@ela/web-kit';
import { guardRedirect } from '../features/auth/route-guard';
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
    { path: 'basket', element: <p>basket page</p> },
  ],
  'panel/routes': [
    { index: true, element: <p>dashboard</p> },
    { path: 'products', element: <p>panel products</p> },
  ],
};

let router: ReturnType<typeof createMemoryRouter>;

function renderAt(path: string, load = jest.fn(async (id: string) => ({ routes: REMOTES[id] }))) {
  router = createMemoryRouter(shellRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation: remoteRoutePatcher(
      load,
      (to) => guardRedirect(to, useAuthStore.getState()) === null,
    ),
  });
  setAuthNavigator((to) => void router.navigate(to, { flushSync: true }));
  render(<RouterProvider router={router} flushSync={(update) => void flushSync(update)} />);
  return load;
}

function logIn(role: Role) {
  const pair: TokenPair = {
    access_token: `${role}-access`,
    refresh_token: `${role}-refresh`,
    user: {
      _id: '7b0e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
      phone: '+989121234567',
      role,
      firstName: role === 'admin' ? 'مدیر فروشگاه' : null,
      lastName: null,
      email: null,
      birthDate: null,
      nationalCode: null,
      createdAt: '2025-03-21T10:00:00.000Z',
    },
  };
  authSession.start(pair, role);
}

const bottomNav = () => screen.queryByRole('navigation', { name: 'ناوبری پایین' });

describe('shell routes', () => {
  afterEach(() => authSession.clear());

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

  it("shows the panel in the admin layout with the admin's name, and logs out to the admin login", async () => {
    logIn('admin');
    renderAt('/panel');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(screen.getByText('پنل مدیریت')).toBeInTheDocument();
    expect(screen.getByTestId('admin-name')).toHaveTextContent('مدیر فروشگاه');
    fireEvent.click(screen.getByRole('button', { name: 'خروج' }));
    expect(await screen.findByRole('heading', { name: 'ورود مدیر' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/panel/login', search: '' });
    expect(document.cookie).toBe('');
  });

  it('sends an anonymous visitor of /basket to /login, remembering the basket, loading no remote', async () => {
    const load = renderAt('/basket');
    expect(await screen.findByRole('heading', { name: 'ورود یا ثبت‌نام' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/login', search: '?redirect=%2Fbasket' });
    expect(load).not.toHaveBeenCalled();
  });

  it('sends a customer visiting the panel to the admin login', async () => {
    logIn('user');
    const load = renderAt('/panel/products');
    expect(await screen.findByRole('heading', { name: 'ورود مدیر' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/login');
    expect(load).not.toHaveBeenCalledWith('panel/routes');
  });

  it('lets a customer into the basket, and the header links to the profile', async () => {
    renderAt('/');
    await screen.findByText('shop home');
    expect(screen.getAllByRole('link', { name: 'ورود' })[0]).toHaveAttribute('href', '/login');
    logIn('user');
    await router.navigate('/basket');
    expect(await screen.findByText('basket page')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /پروفایل/ })[0]).toHaveAttribute('href', '/profile');
  });

  it('sends a customer to /login when another tab logs out', async () => {
    logIn('user');
    renderAt('/basket');
    await screen.findByText('basket page');
    document.cookie = 'auth.accessToken=; Path=/; Max-Age=0';
    act(() => authSession.syncFromCookies());
    expect(await screen.findByRole('heading', { name: 'ورود یا ثبت‌نام' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fbasket');
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
    logIn('admin');
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
