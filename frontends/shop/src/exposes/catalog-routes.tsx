import type { RouteObject } from 'react-router';
import { HomePage } from '../features/catalog-home/components/home-page';

/**
 * The catalog's pages (browsing, product pages, search, sale); each page is its own chunk, except
 * the front page, where most visits start: it comes with the routes, one round trip sooner.
 */
export const catalogRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    path: 'product',
    lazy: async () => ({
      Component: (await import('../features/products/components/products-page')).ProductsPage,
    }),
  },
  {
    path: 'product/:inventoryName',
    lazy: async () => ({
      Component: (await import('../features/product-page/components/product-page')).ProductPage,
    }),
  },
  {
    path: 'shop',
    lazy: async () => ({ Component: (await import('../features/products/components/shop-page')).ShopPage }),
  },
  {
    path: 'categories',
    lazy: async () => ({
      Component: (await import('../features/categories/components/categories-page')).CategoriesPage,
    }),
  },
  {
    // The shell's screen table lets only a UUID through as {id}.
    path: 'category/:id',
    lazy: async () => ({
      Component: (await import('../features/categories/components/category-page')).CategoryPage,
    }),
  },
  {
    path: 'category/:id/subCategories',
    lazy: async () => ({
      Component: (await import('../features/categories/components/subcategories-page')).SubcategoriesPage,
    }),
  },
  {
    // The spec's {id} here is the search term.
    path: 'search/:id',
    lazy: async () => ({
      Component: (await import('../features/search/components/search-page')).SearchPage,
    }),
  },
  {
    path: 'discount',
    lazy: async () => ({
      Component: (await import('../features/discount/components/discount-page')).DiscountPage,
    }),
  },
];
