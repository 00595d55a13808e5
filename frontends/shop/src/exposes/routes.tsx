import type { RouteObject } from 'react-router';

/** The shop's pages, relative to where the shell mounts them (the site root). Each page is its own chunk. */
export const routes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/products/components/home-page')).HomePage }),
  },
  {
    path: 'product',
    lazy: async () => ({
      Component: (await import('../features/products/components/products-page')).ProductsPage,
    }),
  },
];
