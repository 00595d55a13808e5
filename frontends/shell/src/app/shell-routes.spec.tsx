import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { RouterProvider, createMemoryRouter, useParams, type RouteObject } from 'react-router';
import { HOME_PAGE_READS, type Role, type SessionAnswer } from '@ela/contracts';
import { authSession, PageNotFoundError, setAuthNavigator, useAuthStore } from '@ela/web-kit';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { guardRedirect } from '../features/auth/route-guard';
import { remoteFallbackPlugin } from '../remotes/remote-fallback.plugin';
import { remoteRoutePatcher, type RemoteRoutesModule } from '../remotes/remote-routes';
import { shellRoutes } from './shell-routes';

function ProductPage() {
  const name = useParams().inventoryName;
  // As the shop's product page does for a name no inventory has.
  if (name === 'گمشده') throw new PageNotFoundError(`product ${name}`);
  return <p>product {name}</p>;
}

const MAINS = [
  { id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'پارچه' },
  { id: '6b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e', name: 'لوازم خیاطی' },
];

/** The 404 page as a customer meets it: in Persian, inside the shop's layout, with ways on. */
async function expectNotFoundPage(shownAddress: string) {
  expect(
    await screen.findByRole('heading', { name: 'صفحه‌ای که دنبالش بودید پیدا نشد' }),
  ).toBeInTheDocument();
  const page = screen.getByRole('heading', { name: 'صفحه‌ای که دنبالش بودید پیدا نشد' }).closest('section')!;
  expect(page).toHaveTextContent(`نشانی ${shownAddress} در فروشگاه نیست`);
  expect(page).not.toHaveTextContent(/Page not found|%[0-9A-F]{2}/);
  expect(screen.getByRole('navigation', { name: 'منوی اصلی' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'جستجو در فروشگاه' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  // Even on a product's address, whose page hides the bar for its purchase box.
  expect(await screen.findByRole('navigation', { name: 'ناوبری پایین' })).toBeInTheDocument();
  const categories = await screen.findByRole('navigation', { name: 'دسته‌بندی‌های اصلی' });
  expect(within(categories).getByRole('link', { name: 'لوازم خیاطی' })).toHaveAttribute(
    'href',
    `/category/${MAINS[1].id}`,
  );
}

const REMOTES: Record<string, RouteObject[]> = {
  'shop/routes': [
    { index: true, element: <p>shop home</p> },
    { path: 'product/:inventoryName', element: <ProductPage /> },
    { path: 'category/:id', element: <p>category</p> },
    { path: 'basket', element: <p>basket page</p> },
    { path: 'checkout', element: <p>checkout page</p> },
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
  const pair: SessionAnswer = {
    access_token: `${role}-access`,
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

  it('shows the 404 page in the shop layout for an unknown path, loading no remote', async () => {
    fakeApi({ [`GET ${HOME_PAGE_READS.categories}`]: { status: 200, data: MAINS } });
    const load = renderAt('/no-such-page');
    await expectNotFoundPage('/no-such-page');
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the same 404 page for a product that is gone, its name decoded, and searches from it', async () => {
    fakeApi({ [`GET ${HOME_PAGE_READS.categories}`]: { status: 200, data: MAINS } });
    renderAt(`/product/${encodeURIComponent('گمشده')}`);
    await expectNotFoundPage('/product/گمشده');
    fireEvent.change(screen.getByRole('searchbox', { name: 'دنبال چه می‌گشتید؟' }), {
      target: { value: ' مخمل ' },
    });
    fireEvent.submit(screen.getByRole('search', { name: 'جستجو به جای این صفحه' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/search/${encodeURIComponent('مخمل')}`));
  });

  it('shows the 404 page for an id that is not a UUID, even where the remote has a route', async () => {
    fakeApi({ [`GET ${HOME_PAGE_READS.categories}`]: { status: 200, data: MAINS } });
    renderAt('/category/42');
    await expectNotFoundPage('/category/42');
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

  it('lets an anonymous visitor into /basket, where the header’s basket link leads too', async () => {
    renderAt('/');
    await screen.findByText('shop home');
    fireEvent.click(screen.getAllByRole('link', { name: /^سبد خرید/ })[0]);
    expect(await screen.findByText('basket page')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/basket', search: '' });
  });

  it('sends an anonymous visitor of /checkout to /login, remembering checkout, loading no remote', async () => {
    const load = renderAt('/checkout');
    expect(await screen.findByRole('heading', { name: 'ورود یا ثبت‌نام' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/login', search: '?redirect=%2Fcheckout' });
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
    renderAt('/checkout');
    await screen.findByText('checkout page');
    document.cookie = 'auth.accessToken=; Path=/; Max-Age=0';
    act(() => authSession.syncFromCookies());
    expect(await screen.findByRole('heading', { name: 'ورود یا ثبت‌نام' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fcheckout');
  });

  it('keeps a visitor on /basket when another tab logs out: the page shows their own lines', async () => {
    logIn('user');
    renderAt('/basket');
    await screen.findByText('basket page');
    document.cookie = 'auth.accessToken=; Path=/; Max-Age=0';
    act(() => authSession.syncFromCookies());
    await waitFor(() => expect(useAuthStore.getState().accessToken).toBeNull());
    expect(router.state.location.pathname).toBe('/basket');
    expect(screen.getByText('basket page')).toBeInTheDocument();
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
