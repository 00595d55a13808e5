import type { ReactNode } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { ToastViewport } from '@ela/web-kit';
import { matchScreen, type LayoutName, type Screen } from '../../server/screens';
import { AdminLayout } from '../layouts/admin-layout';
import { BlankLayout } from '../layouts/blank-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { ErrorLayout } from '../layouts/error-layout';
import { NOT_FOUND_ROUTE_ID, NotFoundPage } from './not-found-page';

const LAYOUTS: Record<LayoutName, (props: { screen: Screen; children: ReactNode }) => ReactNode> = {
  default: DefaultLayout,
  admin: AdminLayout,
  blank: BlankLayout,
  error: ErrorLayout,
};

/** Wraps every page in the layout the screen table gives its path; a path that is no screen is a 404. */
export function ShellFrame() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  const screen = matchScreen(pathname);
  const unmatched = !screen || matches.at(-1)?.id === NOT_FOUND_ROUTE_ID;
  const Layout = screen && !unmatched ? LAYOUTS[screen.layout] : null;

  return (
    <>
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label="در حال بارگذاری" />
      )}
      {Layout && screen ? (
        <Layout screen={screen}>
          <Outlet />
        </Layout>
      ) : (
        <ErrorLayout>
          <NotFoundPage />
        </ErrorLayout>
      )}
      <ToastViewport />
    </>
  );
}
