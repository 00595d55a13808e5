/**
 * What the shell and the remotes share as `react-router`. A shared module cannot be tree-shaken
 * (any remote may use any export), and react-router's entry also carries its server runtime, so
 * the share offers this curated set instead: about a third of the size. Using an export that is
 * not listed here fails the build ("export … was not found in 'react-router'"): add it here.
 * Import nothing from 'react-router/dom': it bundles a second router of its own. Render
 * `<RouterProvider router={…} flushSync={flushSync} />` from 'react-router' instead.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  redirect,
  useBlocker,
  useHref,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router-full';
