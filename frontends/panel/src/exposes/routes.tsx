import type { RouteObject } from 'react-router';

/** The panel's pages, relative to where the shell mounts them (/panel). Each page is its own chunk. */
export const routes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('../features/dashboard/components/dashboard-page')).DashboardPage,
    }),
  },
];
