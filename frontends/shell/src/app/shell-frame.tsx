import type { ReactNode } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { ToastViewport, useAuthStore, usePageMeta } from '@ela/web-kit';
import { guardRedirect } from '../features/auth/route-guard';
import { matchScreen, type LayoutName, type Screen } from '../../server/screens';
import { AdminLayout } from '../layouts/admin-layout';
import { BlankLayout } from '../layouts/blank-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { ErrorLayout } from '../layouts/error-layout';
import { NewVersionPrompt } from '../platform/new-version-prompt';
import { NOT_FOUND_ROUTE_ID, NotFoundPage } from '../status-pages/not-found-page';
import { PageLoading } from '../status-pages/page-loading';
import { PAGE_TRANSITION_DELAY_MS, useDelayedFlag } from './use-delayed-flag';

const LAYOUTS: Record<LayoutName, (props: { screen: Screen; children: ReactNode }) => ReactNode> = {
  default: DefaultLayout,
  admin: AdminLayout,
  blank: BlankLayout,
  error: ErrorLayout,
};

/**
 * Wraps every page in the layout the screen table gives its path; a path that is no screen is a 404.
 * Guarded paths send a visitor without the right session to its login page first.
 */
export function ShellFrame() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  const screen = matchScreen(pathname);
  usePageMeta(
    screen && {
      title: screen.title,
      description: screen.description,
      area: screen.owner === 'panel' ? 'panel' : 'shop',
    },
    'screen',
  );
  // Most page changes resolve within the delay; only slower ones show the progress bar.
  const slowNavigation = useDelayedFlag(navigation.state === 'loading', PAGE_TRANSITION_DELAY_MS);
  const loginRedirect = guardRedirect(`${pathname}${search}`, useAuthStore());
  if (loginRedirect) {
    // While a navigation is under way (a logout heading for its login page), let it land first.
    return navigation.state === 'idle' ? <Navigate to={loginRedirect} replace /> : <PageLoading />;
  }
  const unmatched = !screen || matches.at(-1)?.id === NOT_FOUND_ROUTE_ID;
  const Layout = screen && !unmatched ? LAYOUTS[screen.layout] : null;

  return (
    <>
      {slowNavigation && <div className="route-progress" role="progressbar" aria-label="در حال بارگذاری" />}
      {Layout && screen ? (
        <Layout screen={screen}>
          <Outlet />
        </Layout>
      ) : (
        // A 404 stays in the shop: its header, search, basket and footer to go on from.
        <DefaultLayout>
          <NotFoundPage />
        </DefaultLayout>
      )}
      <ToastViewport />
      <NewVersionPrompt />
      {/* A new page opens at its top; Back returns to where the customer was on the last one. */}
      <ScrollRestoration />
    </>
  );
}
